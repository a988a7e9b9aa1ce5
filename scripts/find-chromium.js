// Kept for the benchmark and the Node tests that drive Chromium alone; every engine is found in
// find-browsers.js.
export { CHROMIUM_ARGS, findChromium } from './find-browsers.js';
