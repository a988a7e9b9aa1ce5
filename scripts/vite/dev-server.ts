import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { handleMockRequest } from '../../mock/mock-api.js';

/** Serves the mock purchase service under /mock/ from the dev server, as the tests do. */
export function mockService(): Plugin {
  return {
    name: 'market-mock-service',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        handleMockRequest(req, res).then((handled) => handled || next(), next);
      });
    },
  };
}

/** The address Vite prints is the server's root; the demo lives at /demo/, so the root sends there. */
export function rootToDemo(): Plugin {
  return {
    name: 'market-root-to-demo',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== '/' && req.url !== '/index.html') return next();
        res.writeHead(302, { Location: '/demo/' });
        res.end();
      });
    },
  };
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json', '.txt': 'text/plain' };

/**
 * Serves dist/ as built, byte for byte, as a partner's server serves dist/cdn/. Vite's own transform
 * would prepend an import to a classic script ("Cannot use import statement outside a module":
 * demo/script-tag.html showed no checkout) and change the bytes the scripts pin for the payment
 * file and the languages.
 */
export function builtFiles(): Plugin {
  return {
    name: 'market-built-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname;
        if (!path.startsWith('/dist/')) return next();
        const file = resolve(server.config.root, `.${path}`);
        if (!file.startsWith(resolve(server.config.root, 'dist') + sep)) return next();
        readFile(file).then(
          (body) => {
            res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
            res.end(body);
          },
          () => next(),
        );
      });
    },
  };
}
