import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * `{ "<path beside the bundles>": "sha256-…" }` of the check file, the payment file, the price file and the languages' pins
 * (dist/locales/integrity.js, which holds each language's hash), built before the bundles
 * (scripts/build.js): each bundle refuses a file beside it that differs (src/loading/beside.ts).
 * SHA-256, which SRI accepts as it does SHA-384 (dist/integrity.json's, for partners): a hash is
 * incompressible text in every buyer's first load. The card-only bundles never load the payment file.
 */
export function besideIntegrity(mode: string): Record<string, string> {
  const sri = (path: string) => `sha256-${createHash('sha256').update(readFileSync(`dist/${path}`)).digest('base64')}`;
  const hashed = (stem: string) => (existsSync('dist') ? readdirSync('dist').filter((name) => new RegExp(`^${stem}\\.[\\w-]+\\.js$`).test(name)) : []);
  const [payment, checks, price] = [hashed('payment'), hashed('checks'), hashed('price')];
  if (payment.length !== 1 || checks.length !== 1 || price.length !== 1 || !existsSync('dist/locales/integrity.js')) {
    throw new Error('Build the check file, the payment file, the price file and the languages before the bundles: npm run build.');
  }
  return Object.fromEntries([...checks, ...price, ...(mode.startsWith('fiat') ? [] : payment), 'locales/integrity.js'].map((path) => [path, sri(path)]));
}
