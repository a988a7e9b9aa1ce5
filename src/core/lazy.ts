/**
 * A value made on first use, then kept. For schemas that only some screens need: each zod schema
 * costs its construction at load, and what a page builds before its first render delays it.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** `make(...key)`, made again only when one of the key's values changed since the last call. */
export function lastOf<K extends readonly unknown[], T>(make: (...key: K) => T): (...key: K) => T {
  let last: { key: K; value: T } | undefined;
  return (...key) => (last && key.every((value, i) => value === last!.key[i]) ? last.value : (last = { key, value: make(...key) }).value);
}
