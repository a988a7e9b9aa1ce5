/**
 * The test page's heap after a full garbage collection, through the runner's `heap-after-gc`
 * command (web-test-runner.config.js), which first brings the page to the front and lets a frame
 * pass: Chromium releases some removed elements only at a frame, which a background tab never draws.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export interface HeapUse {
  /** Bytes in use on V8's heap: every JS object, DOM wrappers included. */
  jsHeap: number;
  /** Bytes in use on Blink's heap, where DOM nodes themselves live (0 when Chromium does not say). */
  domHeap: number;
}

export function heapAfterGc(): Promise<HeapUse> {
  return executeServerCommand<HeapUse, undefined>('heap-after-gc');
}

export const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
