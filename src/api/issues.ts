import type { FieldIssue } from './errors.js';

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

/** zod's issues as dotted paths, the first issue per field only: one message per field. */
export function toFieldIssues(issues: readonly SchemaIssue[]): FieldIssue[] {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}
