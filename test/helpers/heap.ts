/**
 * The test page's heap after a full garbage collection, through the runner's `heap-after-gc`
 * command (web-test-runner.config.js), which first brings the page to the front and lets a frame
 * pass: Chromium releases some removed elements only at a frame, which a background tab never draws.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { Engine } from './engine.js';

export interface HeapUse {
  /** Bytes in use on V8's heap: every JS object, DOM wrappers included. */
  jsHeap: number;
  /** Bytes in use on Blink's heap, where DOM nodes themselves live (0 when Chromium does not say). */
  domHeap: number;
}

/**
 * The heap after GC, or undefined where the engine cannot measure it on demand (only Chromium's
 * DevTools protocol can: HEAP_ENGINES). A test about the heap alone skips elsewhere; one that also
 * asserts behaviour runs everywhere and checks the heap where it is measured.
 */
export async function heapAfterGc(): Promise<HeapUse | undefined> {
  return (await executeServerCommand<HeapUse | false, undefined>('heap-after-gc')) || undefined;
}

export const HEAP_ENGINES: readonly Engine[] = ['chromium'];

export const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
