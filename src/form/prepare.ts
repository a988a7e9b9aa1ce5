/**
 * Turns what the host configured and what the buyer typed into a request, or into the error
 * that explains why not: host mistakes are `invalid-config` (naming the attribute, since only
 * the site owner can fix them), the buyer's are `invalid-input` (per field, in their words).
 */
import type * as z from 'zod/mini';
import { keyedError, type FieldIssue, type MarketError } from '../api/errors.js';
import { toFieldIssues } from '../api/issues.js';
import { readText } from './host-input.js';
import type { HostSettings } from './host-settings.js';

export interface PrepareInput<Req> {
  schema: z.ZodMiniType<Req>;
  request: Record<string, unknown>;
  /** Request fields that only the host sets, with the attribute that sets each. */
  hostFields: Readonly<Record<string, string>>;
  /** Problems found while reading the host settings, already named by attribute. */
  configIssues: readonly FieldIssue[];
}

/**
 * The host's problem with one of its fields: "partner-id is missing." when it left it out, and
 * what the rule says ("partner-id: The partner id must be a UUID.") only when it set it wrong.
 */
function hostIssue(attribute: string, value: unknown, message: string): string {
  return value === '' || value == null ? `${attribute} is missing.` : `${attribute}: ${message}`;
}

/** The request's issues, split into the host's (by attribute) and the buyer's (by field). */
export function splitIssues(
  schema: z.ZodMiniType<unknown>,
  request: Record<string, unknown>,
  hostFields: Readonly<Record<string, string>>,
): { data?: unknown; host: FieldIssue[]; buyer: FieldIssue[] } {
  const parsed = schema.safeParse(request);
  if (parsed.success) return { data: parsed.data, host: [], buyer: [] };
  const host: FieldIssue[] = [];
  const buyer: FieldIssue[] = [];
  for (const issue of toFieldIssues(parsed.error.issues)) {
    const field = issue.path.split('.')[0]!;
    const attribute = hostFields[field];
    if (attribute) host.push({ path: attribute, message: hostIssue(attribute, request[field], issue.message) });
    else buyer.push(issue);
  }
  return { host, buyer };
}

/** The request ready to send, or why it may not be sent. */
export type Prepared<Req> = { request: Req } | { error: MarketError };

export function prepareRequest<Req>(input: PrepareInput<Req>): Prepared<Req> {
  const { data, host, buyer } = splitIssues(input.schema, input.request, input.hostFields);
  const configIssues = [...input.configIssues, ...host];
  if (configIssues.length) {
    const fields = configIssues.map((i) => i.path).join(', ');
    return { error: keyedError('invalid-config', 'errorConfig', { values: { fields }, issues: configIssues }) };
  }
  if (buyer.length) return { error: keyedError('invalid-input', 'errorSummaryInput', { issues: buyer }) };
  return { request: data as Req };
}

/**
 * The fields only the host sets (or locked), each checked on its own against its rule, as
 * "attribute: message": for warning the developer early without validating the buyer's fields.
 */
export function hostFieldProblems(
  shape: Readonly<Record<string, z.ZodMiniType<unknown>>>,
  request: Record<string, unknown>,
  hostFields: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(hostFields).flatMap(([field, attribute]) => {
    const parsed = shape[field]?.safeParse(request[field]);
    return parsed && !parsed.success ? toFieldIssues(parsed.error.issues).map((i) => hostIssue(attribute, request[field], i.message)) : [];
  });
}

/** The fields common to both requests, from the element's properties and settings, normalised as the service expects them. */
export function commonRequest(
  input: { domain: unknown; ownerAddress: unknown; partnerId: unknown },
  settings: Pick<HostSettings, 'walletRows' | 'years'>,
) {
  return {
    domain: readText(input.domain).toLowerCase(),
    ownerAddress: readText(input.ownerAddress),
    partnerId: readText(input.partnerId),
    walletAddrs: settings.walletRows.map((row) => ({ addr: row.addr.trim(), coinId: row.coinId })),
    years: settings.years,
  };
}

/** Everything wrong in the host's setup, as one warning each: settings, notices, and the host's own request fields. */
export function hostWarnings(
  settings: Pick<HostSettings, 'problems' | 'notices'>,
  shape: Readonly<Record<string, z.ZodMiniType<unknown>>>,
  request: Record<string, unknown>,
  hostFields: Readonly<Record<string, string>>,
): string[] {
  return [...settings.problems, ...settings.notices].map((issue) => issue.message).concat(hostFieldProblems(shape, request, hostFields));
}
