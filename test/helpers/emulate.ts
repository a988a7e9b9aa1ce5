/**
 * The viewport and media features of the test page, in every engine (web-test-runner.config.js:
 * `viewport`, `media`, `phone`, `tap`). The runner's own setViewport and emulateMedia work in Chromium alone.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { Engine } from './engine.js';

export function setViewport(size: { width: number; height: number }): Promise<unknown> {
  return executeServerCommand('viewport', size);
}

export interface Media {
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  /** The system's high contrast: Chromium then draws in the system's few colours, as Windows does. */
  forcedColors?: 'active' | 'none';
}

/**
 * Emulates `media`; false where the engine cannot (only Chromium can change media features at run
 * time: Firefox over WebDriver BiDi and WebKitGTK's WebDriver have no command for it). For what is
 * only cosmetic (steady screenshots, a reset after a test); a test whose assertion depends on the
 * media skips outside MEDIA_ENGINES: `before(async function () { await onlyIn(this, MEDIA_ENGINES); })`.
 * Each call sets every feature: one it leaves out is the system's again.
 */
export function emulateMedia(media: Media): Promise<boolean> {
  return executeServerCommand<boolean, Media>('media', media).then(Boolean);
}

export const MEDIA_ENGINES: readonly Engine[] = ['chromium'];

/** A phone as a page sees it: the part of the page it shows in CSS pixels, and its pixel ratio. */
export interface Phone {
  name: string;
  width: number;
  height: number;
  deviceScaleFactor: number;
}

/** The phones of issue 43: what an iPhone 13 (Safari's bars shown) and a Pixel 7 show of a page. */
export const PHONES: readonly Phone[] = [
  { name: 'iPhone 13', width: 390, height: 664, deviceScaleFactor: 3 },
  { name: 'Pixel 7', width: 360, height: 740, deviceScaleFactor: 2.625 },
];

/**
 * Makes the page `phone` through Chromium's device emulation: a mobile viewport that the page's
 * `<meta name="viewport">` (added here as a partner's page has it) fits to the phone's width, and
 * touch as its one pointer (`pointer: coarse`, `hover: none`, touch events); `undefined` gives back
 * an 800x600 window with a mouse. False where the engine cannot (Chromium alone: MEDIA_ENGINES).
 */
export async function emulatePhone(phone: Phone | undefined): Promise<boolean> {
  if (phone && !document.querySelector('meta[name="viewport"]')) {
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.append(meta);
  }
  const payload = phone && { width: phone.width, height: phone.height, deviceScaleFactor: phone.deviceScaleFactor };
  return Boolean(await executeServerCommand('phone', payload ?? null));
}

/** A finger's tap at `[x, y]` of the viewport: touch events, then the click a touch screen makes (Chromium alone). */
export async function tap(x: number, y: number): Promise<boolean> {
  return Boolean(await executeServerCommand('tap', { x: Math.round(x), y: Math.round(y) }));
}
