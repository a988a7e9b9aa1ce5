import { readFile } from 'node:fs/promises';

// The built scripts byte for byte (dist/ and dist/cdn/), as a partner serves them: the files a bundle loads beside
// itself are pinned by their hashes, which the server's inlined source maps would break.
// Under /altered/, /missing/, /slow/ and /late/ the same scripts find the files beside them changed
// by one comment, gone, or late by one second or two (test/loading/beside.test.ts, imports-beside.test.ts);
// under /latency/, each 300 ms late, a slow phone's round trip (test/locales/first-paint.test.ts:
// WebKit asks for a file beside the script twice in a row, so a second each would be four for a language).
export async function builtScripts(ctx, next) {
  // dist/cdn/ too: demo/script-tag.html loads its script from there, as a partner's copy of it.
  // A fault may carry a name of its own (`/late-check/`): the files beside a script at an address
  // no earlier page used are fetched anew, where the memory cache answers an address used before
  // at once, Cache-Control or not (a check file "2 s late" arrived in 9 ms after another test's).
  const [, fault, path] = /^\/(?:(altered|missing|slow|late|latency)(?:-[a-z]+)?\/)?dist\/((?:cdn\/)?(?:locales\/(?:payment\/)?)?[^/]+\.js)$/.exec(ctx.path) ?? [];
  if (!path) return next();
  const file = await readFile(`dist/${path}`).catch(() => undefined);
  // The languages' pins stay as built: an altered language is refused by its own pin.
  const name = path.replace(/^cdn\//, '');
  const beside = !name.startsWith('market-') && (fault !== 'altered' || name !== 'locales/integrity.js');
  if (!file || (fault === 'missing' && beside)) return next();
  const delay = { slow: 1000, late: 2000, latency: 300 }[fault] ?? 0;
  if (delay && beside) await new Promise((resolve) => setTimeout(resolve, delay));
  ctx.type = 'js';
  // Module scripts are fetched with CORS: a sandboxed frame's opaque origin needs this, as the README says.
  ctx.set('Access-Control-Allow-Origin', '*');
  // Fetched again by every page, so that each records its own request (WebKit records none for a cached file).
  ctx.set('Cache-Control', 'no-store');
  ctx.body = fault === 'altered' && beside ? `${file}\n// altered\n` : file;
}
