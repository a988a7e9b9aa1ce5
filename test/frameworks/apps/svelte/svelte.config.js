// Svelte 5 reads `<script lang="ts">` itself: no preprocessor. (Without this file svelte-check
// would look for a Svelte set-up in the repository's vite.config.ts.)
export default {};
