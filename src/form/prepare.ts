/**
 * Turns what the host configured and what the buyer typed into a request, or into the error
 * that explains why not: host mistakes are `invalid-config` (naming the attribute, since only
 * the site owner can fix them), the buyer's are `invalid-input` (per field, in their words).
 */
import type * as z from 'zod/mini';
import { parseBaseUrl } from '../api/base-url.js';
import { MarketError, type FieldIssue } from '../api/errors.js';
import { toFieldIssues } from '../api/issues.js';
import type { Prepared } from '../controllers/purchase-controller.js';

export interface PrepareInput<Req> {
  schema: z.ZodMiniType<Req>;
  request: Record<string, unknown>;
  baseUrl: unknown;
  /** Request fields that only the host sets, with the attribute that sets each. */
  hostFields: Readonly<Record<string, string>>;
  /** Problems found while reading other host settings, already named by attribute. */
  configIssues: FieldIssue[];
  messages: { config(attributes: string[]): string; input: string };
}

export function prepareRequest<Req>(input: PrepareInput<Req>): Prepared<Req> {
  const configIssues = [...input.configIssues];
  try {
    parseBaseUrl(input.baseUrl);
  } catch (error) {
    configIssues.unshift({ path: 'base-url', message: (error as MarketError).issues?.[0]?.message ?? 'base-url is not valid.' });
  }
  const parsed = input.schema.safeParse(input.request);
  const fieldIssues: FieldIssue[] = [];
  if (!parsed.success) {
    for (const issue of toFieldIssues(parsed.error.issues)) {
      const attribute = input.hostFields[issue.path.split('.')[0]!];
      if (attribute) configIssues.push({ path: attribute, message: `${attribute}: ${issue.message}` });
      else fieldIssues.push(issue);
    }
  }
  if (configIssues.length) {
    const attributes = configIssues.map((i) => i.path);
    return { error: new MarketError('invalid-config', input.messages.config(attributes), { issues: configIssues }) };
  }
  if (!parsed.success) {
    return { error: new MarketError('invalid-input', input.messages.input, { issues: fieldIssues }) };
  }
  return { request: parsed.data };
}

/** The buyer's field problems alone, for showing errors while they type (host fields left out). */
export function fieldIssues(
  schema: z.ZodMiniType<unknown>,
  request: Record<string, unknown>,
  hostFields: Readonly<Record<string, string>>,
): Map<string, string> {
  const parsed = schema.safeParse(request);
  const map = new Map<string, string>();
  if (parsed.success) return map;
  for (const issue of toFieldIssues(parsed.error.issues)) {
    if (!hostFields[issue.path.split('.')[0]!]) map.set(issue.path, issue.message);
  }
  return map;
}
