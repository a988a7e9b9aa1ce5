// The bench's own web server on 127.0.0.1: the mock purchase service (zero latency in scenario
// `ok`) and a fixed set of in-memory files, read once after the build so that a rebuild running
// beside the bench cannot change what it measures halfway through.
import { loadMockHandler } from '../scripts/load-mock.js';
import { createServer } from 'node:http';

const TYPES = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', json: 'application/json' };

/**
 * Starts the server; `files` maps a path to `{ type: 'html' | 'js' | 'json', body }` and may grow later.
 * Pages are cross-origin isolated, which gives performance.now() 5 µs resolution instead of 100.
 */
export async function startServer(files) {
  const handleMockRequest = await loadMockHandler('.cache/bench/mock-api.mjs');
  const server = createServer(async (req, res) => {
    try {
      if (await handleMockRequest(req, res)) return;
      const file = files.get(new URL(req.url ?? '/', 'http://x').pathname);
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'Content-Type': TYPES[file.type],
        'Cache-Control': 'no-store',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
      });
      res.end(file.body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}
