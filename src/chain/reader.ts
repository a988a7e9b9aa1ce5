/**
 * What every chain reader is: a start record made when the payment is accepted (kept with the
 * resumed payment, so a reload neither counts twice nor counts what the address held before),
 * and reads that list the transfers found since. Plus the checks every answer goes through: an
 * endpoint's answer is untrusted input, and a value of the wrong type is a failed read.
 */
import type { Read } from './read-json.js';
import type { Transfer } from './tally.js';

/** What is followed: only these leave the page (with transaction hashes). */
export interface Target {
  /** The recipient the checked link pays. */
  address: string;
  /** ERC-20 contract or SPL mint; absent for the chain's own coin. */
  token?: string;
  /** Solana Pay `reference` from the link, where it has one. */
  reference?: string;
}

export interface ChainReader<Start> {
  /** At acceptance: where reading starts; JSON-safe, to be kept with the resumed payment. */
  begin(): Promise<Read<Start>>;
  read(start: Start): Promise<Read<Transfer[]>>;
}

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** A hex quantity (block number, wei, token units) as a bigint; undefined for anything else. */
export function hexUnits(value: unknown): bigint | undefined {
  return typeof value === 'string' && HEX_QUANTITY.test(value) ? BigInt(value) : undefined;
}

/** A hex quantity that fits a safe integer (block numbers). */
export function hexNumber(value: unknown): number | undefined {
  const n = hexUnits(value);
  return n !== undefined && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : undefined;
}

export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Thrown inside a reader only, to end a read with its reason; `settle` turns it into the value callers get. */
export class BadAnswer {
  constructor(readonly reason: string) {}
}

/** Ends the read: the endpoint answered `what` in a shape the documents do not give it. */
export function bad(what: string): never {
  throw new BadAnswer(`answered ${what} of the wrong type`);
}

/** `value`, or the read ends naming what was wrong. */
export const must = <T>(value: T | undefined, what: string): T => (value === undefined ? bad(what) : value);

/** The result of a read that may bail out with `BadAnswer`, or a failed `Read` from below. */
export async function settle<T>(run: () => Promise<T>): Promise<Read<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof BadAnswer) return { ok: false, reason: error.reason };
    // A hostile answer that breaks our own walk over it (a getter never runs on parsed JSON, but a
    // huge or odd shape might): still a failed read, never an exception in the payment's owner.
    return { ok: false, reason: `answered something unreadable (${String(error)})` };
  }
}

/** The value of a read, or a bail-out with its reason. */
export function got<T>(read: Read<T>): T {
  if (!read.ok) throw new BadAnswer(read.reason);
  return read.value;
}
