import { defineConfig, type Plugin } from 'vite';
import { handleMockRequest } from './mock/mock-api.js';

/** Serves the mock purchase service under /mock/ from the dev server, as the tests do. */
function mockService(): Plugin {
  return {
    name: 'market-mock-service',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        handleMockRequest(req, res).then((handled) => handled || next(), next);
      });
    },
  };
}

export default defineConfig({
  plugins: [mockService()],
  server: { port: 5173 },
});
