/**
 * The one way from the first load to the check file (src/checks/): zod and the schemas, the
 * request's preparation, the client. In the package build and from source a plain dynamic import,
 * which an app's bundler splits; the self-contained bundles swap in ./imports-beside.ts
 * (scripts/vite/swaps.ts). Loaded once per page, from the buyer's first touch of a form or the
 * first call that needs it; a failed load is tried again at the next call.
 */
import { keyedError } from '../api/errors.js';
import type * as Checks from '../checks/index.js';
// The self-contained bundles swap this for ./imports-beside.js (filesBeside, scripts/vite/swaps.ts).
import { importChecks } from './imports.js';

export type ChecksModule = typeof Checks;

let loading: Promise<ChecksModule> | undefined;
let loaded: ChecksModule | undefined;
/** Called once when the file arrives: what waits for it without asking for it (the setup warnings). */
const waiting = new Set<() => void>();

/** The check file, once it is here. */
export function checksNow(): ChecksModule | undefined {
  return loaded;
}

/** The check file; rejects with a `network` MarketError when it cannot be had (missing, altered). */
export function loadChecks(): Promise<ChecksModule> {
  loading ??= importChecks().then(
    (module) => {
      loaded = module;
      for (const arrived of [...waiting]) arrived();
      waiting.clear();
      return module;
    },
    (cause: unknown) => {
      loading = undefined;
      throw keyedError('network', 'errorNetwork', { cause });
    },
  );
  return loading;
}

/** Calls `arrived` once the check file is here (now, if it is), without fetching it; returns the way to stop waiting. */
export function whenChecks(arrived: () => void): () => void {
  if (loaded) {
    arrived();
    return () => {};
  }
  waiting.add(arrived);
  return () => waiting.delete(arrived);
}
