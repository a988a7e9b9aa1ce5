/**
 * The host's settings read once per update into one typed snapshot: the values the form works
 * with (defaults where a setting is missing or unusable), and each problem named by its attribute,
 * since only the site owner can fix it. Never throws, whatever the host page set.
 */
import { readBaseUrl } from '../api/base-url.js';
import type { FieldIssue } from '../api/errors.js';
import { DEFAULT_MAX_YEARS, DEFAULT_TIMEOUT, MAX_MAX_YEARS } from '../api/limits.js';
import { UUID } from '../core/uuid.js';
import type { Asset } from '../payment-link/assets.js';
import { readLocked, readText, readWalletAddrs, type LockableField, type WalletRow } from './host-input.js';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** What the host may set, as the element's properties hold it (attribute text already converted). */
export interface HostInput {
  baseUrl: unknown;
  partnerId: unknown;
  years: unknown;
  maxYears: unknown;
  timeout: unknown;
  walletAddrs: unknown;
  locked: unknown;
  theme: unknown;
}

export interface HostSettings {
  /** The service address, parsed; empty when it is unusable (a problem says why). */
  baseUrl: string;
  years: number;
  maxYears: number;
  timeout: number;
  walletRows: WalletRow[];
  locked: ReadonlySet<LockableField>;
  /** Crypto only: the host's assets, read; every asset a link may pay is `knownAssets(settings)`. */
  hostAssets?: readonly Asset[];
  /** Crypto only (src/form/support-url.ts): where "Contact the site" links to, when set and usable. */
  supportUrl?: string | undefined;
  /** Settings that make a purchase impossible: `invalid-config` on submit. */
  problems: FieldIssue[];
  /** Settings that are wrong but harmless (an unknown theme): warned about only. */
  notices: FieldIssue[];
}

/** An empty or absent attribute means "not set": the default applies, as for a removed one. */
export const numberAttribute = {
  fromAttribute: (text: string | null) => (text === null || text.trim() === '' ? undefined : Number(text)),
};

const unset = (value: unknown) => value === undefined || value === null || value === '';

function wholeNumber(value: unknown, fallback: number, max: number): number | undefined {
  if (unset(value)) return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/** A setting's problem, named by its attribute: "base-url is missing." */
const issue = (path: string, what: string): FieldIssue => ({ path, message: `${path} ${what}.` });

/** Parsing the same address again would give the same answer: the last one is kept. */
let lastBaseUrl: { input: unknown; url: string; problem?: FieldIssue } | undefined;

function baseUrlSetting(input: unknown): { url: string; problem?: FieldIssue } {
  if (lastBaseUrl && lastBaseUrl.input === input) return lastBaseUrl;
  const address = readBaseUrl(input);
  const read = 'why' in address ? { url: '', problem: issue('base-url', address.why) } : address;
  lastBaseUrl = { input, ...read };
  return read;
}

export function readHostSettings(input: HostInput): HostSettings {
  const problems: FieldIssue[] = [];
  const notices: FieldIssue[] = [];
  const base = baseUrlSetting(input.baseUrl);
  if (base.problem) problems.push(base.problem);
  // partner-id's presence and a UUID's shape need no schema: told at connect, as base-url is (the
  // check file's rule, which says the same in other words, leaves a setting judged here alone).
  const partnerId = readText(input.partnerId);
  if (!UUID.test(partnerId)) problems.push(issue('partner-id', partnerId ? 'is not a UUID' : 'is missing'));
  const wallets = readWalletAddrs(input.walletAddrs);
  if (!wallets.ok) problems.push(issue('wallet-addrs', 'must be a JSON array of {"addr", "coinId"} objects'));
  const maxYears = wholeNumber(input.maxYears, DEFAULT_MAX_YEARS, MAX_MAX_YEARS);
  if (maxYears === undefined) problems.push(issue('max-years', `must be a whole number from 1 to ${MAX_MAX_YEARS}`));
  const timeout = wholeNumber(input.timeout, DEFAULT_TIMEOUT, Number.MAX_SAFE_INTEGER);
  if (timeout === undefined) problems.push(issue('timeout', 'must be a whole number of milliseconds'));
  if (!unset(input.theme) && !THEMES.includes(input.theme as Theme)) {
    notices.push(issue('theme', `must be one of ${THEMES.join(', ')}; the page's colour scheme applies`));
  }
  return {
    baseUrl: base.url,
    // Out of range, or not a number, stays as it is: the form shows it flagged rather than replaced.
    years: unset(input.years) ? 1 : Number(input.years),
    maxYears: maxYears ?? DEFAULT_MAX_YEARS,
    timeout: timeout ?? DEFAULT_TIMEOUT,
    walletRows: wallets.rows,
    locked: readLocked(input.locked),
    problems,
    notices,
  };
}

/**
 * Request fields the buyer cannot change, with the attribute that sets each: the host's own, and
 * the fields it locked. A problem in one of them is the site owner's to fix.
 */
export function fixedFields(hostFields: Readonly<Record<string, string>>, locked: ReadonlySet<LockableField>): Record<string, string> {
  const fields: Record<string, string> = { ...hostFields };
  for (const field of locked) fields[field] = field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return fields;
}
