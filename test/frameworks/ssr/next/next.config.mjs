import { fileURLToPath } from 'node:url';

// The apps share one npm project two folders up (test/frameworks/ssr), whose node_modules Next
// must see; the repository's own lock further up is not this app's.
const root = fileURLToPath(new URL('../..', import.meta.url));

export default {
  turbopack: { root },
  outputFileTracingRoot: root,
  // The README's React snippets are type-checked by the framework matrix (`tsc`, planted mistakes
  // and all); here the build is what is tested, and Next's own type check would double its time.
  typescript: { ignoreBuildErrors: true },
};
