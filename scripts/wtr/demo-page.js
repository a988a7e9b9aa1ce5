// The demo page (demo/index.html) for test/demo/, as Vite's dev server serves it (vite.config.ts):
// the package's name is its source, and a `?raw` import is the file's text, which the demo shows
// as its snippets. The mock service and its chains answer from the test server as from Vite's.
import { readFile } from 'node:fs/promises';

/** vite.config.ts's aliases for the dev server. */
const PACKAGE = { 'market-checkout': '/src/index.ts', 'market-checkout/client': '/src/client.ts' };

export const demoPage = {
  name: 'demo-page',
  resolveImport({ source, context }) {
    if (context.path.startsWith('/demo/') && Object.hasOwn(PACKAGE, source)) return PACKAGE[source];
    return undefined;
  },
  async serve(context) {
    if (!context.path.startsWith('/demo/') || !context.URL.searchParams.has('raw')) return undefined;
    const text = await readFile(`.${context.path}`, 'utf8');
    return { body: `export default ${JSON.stringify(text)};`, type: 'js' };
  },
};
