/**
 * A value made on first use, then kept. For schemas that only some screens need: each zod schema
 * costs its construction at load, and what a page builds before its first render delays it.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
