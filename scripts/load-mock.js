// The mock service is TypeScript shared with Vite; Node 20 cannot import .ts, so the test runner
// and the benchmark bundle it first (each to its own file, so that both can run at once).
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** The mock's `handleMockRequest(req, res)`, bundled to `outfile` and imported from there. */
export async function loadMockHandler(outfile) {
  await build({
    entryPoints: ['mock/mock-api.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  const { handleMockRequest } = await import(pathToFileURL(resolve(outfile)).href);
  return handleMockRequest;
}
