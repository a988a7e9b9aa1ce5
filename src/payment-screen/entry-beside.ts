/** The payment file's entry beside the self-contained bundles: ./index.ts, and the doors for their Lit and decimal arithmetic. */
export * from './index.js';
export { useLit } from './lit-from-script.js';
export { useDecimal } from './decimal-from-script.js';
