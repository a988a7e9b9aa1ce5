// What the payment file carries of qrcode in place of two of its modules, for the payment build
// (vite.config.ts) and for the browser tests, which bundle qrcode with esbuild
// (web-test-runner.config.js), so that the tests run what ships. qr-path.ts hands qrcode the
// segments qr-segments.ts plans: qrcode's optimiser, and what only it needs, would be dead weight.
import { fileURLToPath } from 'node:url';

const SUBSTITUTES = [
  // qrcode.js requires its segments for fromArray, and for the optimiser we replace.
  { importer: '/node_modules/qrcode/lib/core/qrcode.js', source: './segments', by: '../src/payment-screen/qrcode/segments.cjs' },
  // mode.js requires the regular expressions for getBestModeForData, which only segments.js calls.
  { importer: '/node_modules/qrcode/lib/core/mode.js', source: './regex', by: '../src/payment-screen/qrcode/regex.cjs' },
];

/** The file to load for `source` as required from `importer`, or undefined to load it as qrcode ships it. */
export function qrcodeSubstitute(source, importer) {
  const substitute = SUBSTITUTES.find((s) => s.source === source && importer?.replaceAll('\\', '/').endsWith(s.importer));
  return substitute && fileURLToPath(new URL(substitute.by, import.meta.url));
}
