/** The payment file's entry beside the self-contained bundles: ./index.ts, and the door for their Lit. */
export * from './index.js';
export { useLit } from './lit-from-script.js';
