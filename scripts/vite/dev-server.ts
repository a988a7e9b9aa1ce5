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
