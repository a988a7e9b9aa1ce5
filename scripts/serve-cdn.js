// The test server's /cdn/: dist/cdn/ alone, byte for byte, as a partner serves the copied folder.
// Nothing else answers under that prefix, so a script loaded from there that reached for a file
// outside the folder would get a 404 (test/dist/cdn.test.ts).
import { readFile } from 'node:fs/promises';
import { CDN_DIR } from './cdn.js';

const CDN_PATH = /^\/cdn\/((?:locales\/(?:payment\/)?)?[\w.-]+)$/;

export const serveCdn = async (ctx, next) => {
  if (!ctx.path.startsWith('/cdn/')) return next();
  const path = CDN_PATH.exec(ctx.path)?.[1];
  const file = path && (await readFile(`${CDN_DIR}/${path}`).catch(() => undefined));
  if (!file) {
    ctx.status = 404;
    return;
  }
  ctx.type = path.endsWith('.js') ? 'js' : 'text/plain';
  // Module scripts are fetched with CORS, as from a partner's CDN.
  ctx.set('Access-Control-Allow-Origin', '*');
  // Fetched again by every page, so that each records its own request (WebKit records none for a cached file).
  ctx.set('Cache-Control', 'no-store');
  ctx.body = file;
};
