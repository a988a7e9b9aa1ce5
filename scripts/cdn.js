// dist/cdn/: exactly the files a script-tag page needs, the folder the README's quick start copies.
// Written by `npm run build` (scripts/build.js) from the files it just built, copied byte for byte
// but for the scripts' map comments (below): the scripts pin the check file, the payment file and the languages
// beside them by their hashes, which hold only for identical bytes.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const CDN_DIR = 'dist/cdn';

/**
 * Source maps are left out unless `CDN_SOURCE_MAPS=1`: they weigh six times the rest of the folder
 * (4 MB beside 0.7 MB) and hold our whole source, which no buyer's browser needs; a partner who wants them in their
 * browser's tools asks for them. Without them the folder names no map: the check file, the payment file and the
 * languages, whose bytes the scripts pin, are built naming none (vite.config.ts), and the scripts'
 * copies here end before their `sourceMappingURL` comment, which only dist/integrity.json (written
 * after this folder) pins. Every partner's developer tools would otherwise ask for missing files.
 */
const withSourceMaps = () => process.env.CDN_SOURCE_MAPS === '1';

/** A script's last line naming its map, as the bundler and terser leave it (scripts/vite/minify-again.ts). */
export const MAP_COMMENT = /\n\/\/# sourceMappingURL=\S+\s*$/;

/** The licence file a script's first comment points to (vite.config.ts, licenceBanner). */
function licencesOf(script) {
  const name = /Their licences: (\S+) \*\//.exec(readFileSync(`dist/${script}`, 'utf8').slice(0, 2000))?.[1];
  if (!name) throw new Error(`dist/${script}'s first comment names no licence file.`);
  return name;
}

/**
 * The paths under dist/ that a script-tag page loads: the self-contained `scripts` (the classic
 * ones and their ES twins), the check file, the payment file, the price file, every language (its two halves) with the pins
 * (`locales/integrity.js`), and the licence file the scripts' first comment names.
 */
export function cdnFiles(scripts) {
  // Named after terser's output, not the bundler's chunk (vite.config.ts, minifyAgain).
  const hashed = (stem) => {
    const files = readdirSync('dist').filter((name) => new RegExp(`^${stem}\\.[\\w-]+\\.js$`).test(name));
    if (files.length !== 1) throw new Error(`dist/ holds ${files.length} ${stem} files, not one.`);
    return files;
  };
  const [payment, checks, price] = [hashed('payment'), hashed('checks'), hashed('price')];
  const locales = readdirSync('dist/locales', { recursive: true }).filter((name) => name.endsWith('.js')).map((name) => `locales/${name}`);
  const licences = [...new Set(scripts.map(licencesOf))];
  return [...scripts, ...checks, ...payment, ...price, ...locales, ...licences].sort();
}

/** Copies `files` (paths under dist/) into dist/cdn/, with their source maps when asked for. */
export function writeCdn(files) {
  rmSync(CDN_DIR, { recursive: true, force: true });
  // locales/integrity.js is written by the build itself, with no map.
  const maps = withSourceMaps() ? files.map((file) => `${file}.map`).filter((map) => existsSync(join('dist', map))) : [];
  const copied = [...files, ...maps].sort();
  for (const file of copied) {
    mkdirSync(dirname(join(CDN_DIR, file)), { recursive: true });
    if (maps.length || !file.endsWith('.js')) copyFileSync(join('dist', file), join(CDN_DIR, file));
    else writeFileSync(join(CDN_DIR, file), readFileSync(join('dist', file), 'utf8').replace(MAP_COMMENT, ''));
  }
  return copied;
}

/** The folder's weight, as the README quotes it: every file's bytes, and each gzipped alone. */
export function cdnSize(files) {
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(CDN_DIR, file));
    bytes += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, bytes, gzip };
}
