/**
 * The defaults and bounds the script reads the host's settings with, apart from the rules that
 * check a request (src/checks/, the check file): the first paint needs these, not the schemas.
 */

/** Milliseconds a purchase may take, body included, when the host sets no `timeout`. */
export const DEFAULT_TIMEOUT = 20_000;
/** ICANN caps a registration at ten years, and the contract's `max-years` defaults to it. */
export const DEFAULT_MAX_YEARS = 10;
/** The most `max-years` may be: the picker has one option per year. */
export const MAX_MAX_YEARS = 100;
