import { readFile } from 'node:fs/promises';

// The built scripts byte for byte (dist/ and dist/cdn/), as a partner serves them: the files a bundle loads beside
// itself are pinned by their hashes, which the server's inlined source maps would break.
// Under /altered/, /missing/ and /slow/ the same scripts find the files beside them changed by
// one comment, gone, or late by a second (test/loading/beside.test.ts, imports-beside.test.ts).
export async function builtScripts(ctx, next) {
  // dist/cdn/ too: demo/script-tag.html loads its script from there, as a partner's copy of it.
  const [, fault, path] = /^\/(?:(altered|missing|slow)\/)?dist\/((?:cdn\/)?(?:locales\/)?[^/]+\.js)$/.exec(ctx.path) ?? [];
  if (!path) return next();
  const file = await readFile(`dist/${path}`).catch(() => undefined);
  // The languages' pins stay as built: an altered language is refused by its own pin.
  const name = path.replace(/^cdn\//, '');
  const beside = !name.startsWith('market-') && (fault !== 'altered' || name !== 'locales/integrity.js');
  if (!file || (fault === 'missing' && beside)) return next();
  if (fault === 'slow' && beside) await new Promise((resolve) => setTimeout(resolve, 1000));
  ctx.type = 'js';
  // Module scripts are fetched with CORS: a sandboxed frame's opaque origin needs this, as the README says.
  ctx.set('Access-Control-Allow-Origin', '*');
  // Fetched again by every page, so that each records its own request (WebKit records none for a cached file).
  ctx.set('Cache-Control', 'no-store');
  ctx.body = fault === 'altered' && beside ? `${file}\n// altered\n` : file;
}
