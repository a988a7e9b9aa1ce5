import { fill, MESSAGES, type MessageKey } from './messages.js';

/** The contract's error codes, in the order a request can meet them. */
export const ERROR_CODES = [
  'invalid-config',
  'invalid-input',
  'network',
  'timeout',
  'http',
  'bad-response',
  'wallet',
] as const;

export type MarketErrorCode = (typeof ERROR_CODES)[number];

/** One problem with one field; `path` is dotted, e.g. `walletAddrs.0.addr`. */
export interface FieldIssue {
  path: string;
  message: string;
  /** Which of MESSAGES `message` is (absent for the service's own words and host-only rules). */
  key?: MessageKey;
  /** The values filled into that message. */
  values?: Record<string, string | number>;
}

export interface MarketErrorInit {
  status?: number;
  issues?: FieldIssue[];
  cause?: unknown;
  /** Which of MESSAGES this failure is, so that the elements can show the host's translation. */
  key?: MessageKey;
  /** The values filled into that message. */
  values?: Record<string, string | number>;
  /** The service's own explanation, kept apart from the sentence `key` names. */
  serverMessage?: string;
  /** How long the service asked us to wait before trying again (a 429's `Retry-After`), in ms. */
  retryAfter?: number;
}

/**
 * The one error type the client and the elements reject with. `message` is written for
 * the buyer's partner (plain language); `code` is what code should branch on.
 */
export class MarketError extends Error {
  override readonly name = 'MarketError';
  readonly code: MarketErrorCode;
  readonly status?: number;
  readonly issues?: FieldIssue[];
  readonly key?: MessageKey;
  readonly values?: Record<string, string | number>;
  readonly serverMessage?: string;
  readonly retryAfter?: number;

  constructor(code: MarketErrorCode, message: string, init: MarketErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = code;
    // Only what this failure has: an absent fact is no property at all, not an undefined one.
    for (const fact of ['status', 'issues', 'key', 'values', 'serverMessage', 'retryAfter'] as const) {
      if (init[fact] !== undefined) (this as Record<typeof fact, unknown>)[fact] = init[fact];
    }
  }

  /** The plain shape the `market-error` event carries: no stack, no cause. */
  toJSON(): MarketErrorDetail {
    return {
      code: this.code,
      message: this.message,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.issues === undefined ? {} : { issues: this.issues.map(({ path, message }) => ({ path, message })) }),
    };
  }
}

/** A MarketError saying the English of `key`, which it carries for translation. */
export function keyedError(code: MarketErrorCode, key: MessageKey, init: MarketErrorInit = {}): MarketError {
  return new MarketError(code, fill(MESSAGES[key], init.values), { ...init, key });
}

/** A host setting the client cannot work with, named in the message and in the issue at `path`. */
export function configError(setting: string, path: string, why: string): MarketError {
  return new MarketError('invalid-config', `The ${setting} setting ${why}.`, {
    issues: [{ path, message: `${setting} ${why}.` }],
  });
}

export interface MarketErrorDetail {
  code: MarketErrorCode;
  message: string;
  status?: number;
  issues?: FieldIssue[];
}
