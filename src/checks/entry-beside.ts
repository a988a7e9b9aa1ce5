/** The check file's entry beside the self-contained bundles: ./index.ts, and the door for what it borrows of the script. */
export * from './index.js';
export { useScript } from './from-script.js';
