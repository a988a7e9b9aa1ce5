/**
 * The check file (dist/checks.<hash>.js beside the scripts, a chunk of the app in the package):
 * what the first check of a field and the purchase need, and the first paint does not: zod/mini
 * and the schemas, the client that sends a request, and here the request's preparation. The
 * scripts fetch it from the buyer's first touch of a form, through src/loading/checks.ts alone.
 * No payment-link guard: a card-only page loads no crypto code.
 *
 * Preparing a request turns what the host configured and what the buyer typed into a request, or
 * into the error that explains why not: host mistakes are `invalid-config` (naming the attribute,
 * since only the site owner can fix them), the buyer's are `invalid-input` (per field, in their
 * words). The request itself, before any check, is src/form/common-request.ts's.
 */
import type * as z from 'zod/mini';
// The check file's build swaps this for the script's own, lent by useScript (checksFromScript, scripts/vite/swaps.ts).
import { keyedError, type FieldIssue, type MarketError } from '../api/errors.js';
import { toFieldIssues } from './issues.js';

export { CRYPTO_SCHEMA_GETTERS, FIAT_SCHEMA_GETTERS, cryptoRequestSchemaFor, fiatRequestSchemaFor } from './schemas.js';
export { createMarketClient, createSender, serverClockOffset } from './client.js';

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
  // What the script judged already (partner-id's presence and shape) is named once, in its words.
  const judged = new Set(input.configIssues.map((i) => i.path));
  const configIssues = [...input.configIssues, ...host.filter((i) => !judged.has(i.path))];
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
 * An attribute among the `judged` problems (partner-id, which the script checks itself) was told already.
 */
export function hostFieldProblems(
  shape: Readonly<Record<string, z.ZodMiniType<unknown>>>,
  request: Record<string, unknown>,
  hostFields: Readonly<Record<string, string>>,
  judged: readonly FieldIssue[] = [],
): string[] {
  return Object.entries(hostFields).flatMap(([field, attribute]) => {
    if (judged.some((issue) => issue.path === attribute)) return [];
    const parsed = shape[field]?.safeParse(request[field]);
    return parsed && !parsed.success ? toFieldIssues(parsed.error.issues).map((i) => hostIssue(attribute, request[field], i.message)) : [];
  });
}
