// The mock is TypeScript shared with Vite; Node 20 cannot import .ts, so the test runner and the
// benchmark bundle what they use of it first (each to its own file, so that several can run at once).
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** The module `entry` (a mock/ file), bundled to `outfile` and imported from there. */
export async function importMock(entry, outfile) {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return import(pathToFileURL(resolve(outfile)).href);
}

/** The mock's `handleMockRequest(req, res)`, bundled to `outfile`. */
export async function loadMockHandler(outfile) {
  return (await importMock('mock/mock-api.ts', outfile)).handleMockRequest;
}
