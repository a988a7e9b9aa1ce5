/**
 * The viewport and media features of the test page, in every engine (web-test-runner.config.js:
 * `viewport`, `media`). The runner's own setViewport and emulateMedia work in Chromium alone.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { Engine } from './engine.js';

export function setViewport(size: { width: number; height: number }): Promise<unknown> {
  return executeServerCommand('viewport', size);
}

export interface Media {
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * Emulates `media`; false where the engine cannot (only Chromium can change media features at run
 * time: Firefox over WebDriver BiDi and WebKitGTK's WebDriver have no command for it). For what is
 * only cosmetic (steady screenshots, a reset after a test); a test whose assertion depends on the
 * media skips outside MEDIA_ENGINES: `before(async function () { await onlyIn(this, MEDIA_ENGINES); })`.
 */
export function emulateMedia(media: Media): Promise<boolean> {
  return executeServerCommand<boolean, Media>('media', media).then(Boolean);
}

export const MEDIA_ENGINES: readonly Engine[] = ['chromium'];
