import type { FieldIssue } from '../api/errors.js';
// The check file's build swaps this for the script's own, lent by useScript (checksFromScript, scripts/vite/swaps.ts).
import { fill, isMessageKey, MESSAGES } from '../api/messages.js';

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
}

/**
 * zod's issues as dotted paths, the first issue per field only: one message per field. A rule
 * whose message is a key of MESSAGES becomes that sentence, and the issue keeps the key and its
 * values so that a form can show the host's translation instead; the rules meant for the site
 * owner (host ids) say their English as it is.
 */
export function toFieldIssues(issues: readonly SchemaIssue[]): FieldIssue[] {
  const byPath = new Map<string, FieldIssue>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (byPath.has(path)) continue;
    const { message } = issue;
    if (!isMessageKey(message)) {
      byPath.set(path, { path, message });
      continue;
    }
    const values = issue.params as Record<string, string | number> | undefined;
    byPath.set(path, { path, message: fill(MESSAGES[message], values), key: message, ...(values ? { values } : {}) });
  }
  return [...byPath.values()];
}
