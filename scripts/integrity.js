// dist/integrity.json: the Subresource Integrity value (sha384) of every file under dist/, for a
// partner who serves a bundle from a CDN: <script src="…" integrity="sha384-…" crossorigin>.
// Written last by `npm run build`, once nothing else changes dist/.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const INTEGRITY_FILE = 'dist/integrity.json';

export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** `{ "<path under dist/>": "sha384-…" }` for every file but integrity.json itself, sorted. */
export function integrityOf(dir = 'dist') {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => path !== 'integrity.json')
    .sort();
  return Object.fromEntries(files.map((path) => [path, sri(readFileSync(join(dir, path)))]));
}

export function writeIntegrity() {
  writeFileSync(INTEGRITY_FILE, `${JSON.stringify(integrityOf(), null, 2)}\n`);
}
