import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { qrcodeAsModule, qrcodeSubstitute } from '../qrcode-substitutes.js';

// These packages are CommonJS only; the test server cannot hand them to the browser as they
// are (see shared notes: qrcode breaks under the commonjs plugin), so each file the browser
// asks for is answered with that module bundled into one ES module by esbuild.
const COMMONJS = /\/node_modules\/(qrcode|jsqr|@sinonjs\/fake-timers|@sinonjs\/commons)\//;

// The file a served path names: under the root, or above it (/__wds-outside-root__/<levels up>/…),
// as a worktree's node_modules is when it links to another checkout's.
function servedFile(path) {
  const [, up = 0, rest = path] = /^\/__wds-outside-root__\/(\d+)(\/.*)$/.exec(path) ?? [];
  return resolve('../'.repeat(Number(up)), `.${rest}`);
}

// qrcode as the payment file carries it (scripts/qrcode-substitutes.js): its core as ES modules,
// four of them replaced, so that the tests run what ships; but qrcode's own segments.js, which a
// test compares with, comes whole and as CommonJS, with the regular expressions its mode checks need.
const QRCODE_SEGMENTS = '/node_modules/qrcode/lib/core/segments.js';
export const qrcodeSubstitutes = {
  name: 'qrcode-substitutes',
  setup(build) {
    build.onResolve({ filter: /^\.\/[\w-]+$/ }, ({ path, importer }) => {
      const substitute = qrcodeSubstitute(path, importer);
      if (!substitute?.contents) return substitute;
      return { path: substitute.path, namespace: 'qrcode-made', pluginData: substitute.contents };
    });
    build.onLoad({ filter: /./, namespace: 'qrcode-made' }, ({ pluginData }) => ({ contents: pluginData, loader: 'js' }));
    build.onLoad({ filter: /\/node_modules\/qrcode\/lib\/core\/[\w-]+\.js$/ }, ({ path }) => {
      const module = qrcodeAsModule(readFileSync(path, 'utf8'), path);
      return module && { contents: module.code, loader: 'js' };
    });
  },
};

export const commonjsAsEsm = {
  name: 'commonjs-as-esm',
  async serve(context) {
    const file = servedFile(context.path);
    if (!COMMONJS.test(file)) return undefined;
    const result = await build({
      entryPoints: [file],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      plugins: file.endsWith(QRCODE_SEGMENTS) ? [] : [qrcodeSubstitutes],
      // fake-timers reaches for Node's `util` only when `process` exists, which it does not here.
      external: ['util'],
      write: false,
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};
