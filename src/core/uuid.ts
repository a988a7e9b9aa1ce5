/**
 * A UUID of any version, as the host's ids must be (what zod's GUID pattern accepts, written
 * shorter): the check file's rules, and the script's own check of `partner-id` at connect
 * (src/form/host-settings.ts), read with it.
 */
export const UUID = /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i;

/**
 * A version-4 UUID. `crypto.randomUUID` exists only on secure pages; a partner page on plain
 * http still has `getRandomValues`, which is just as random.
 */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  return uuidV4FromBytes(crypto.getRandomValues(new Uint8Array(16)));
}

/** Sixteen random bytes as a version-4 UUID (RFC 9562): version and variant bits set, the rest kept. */
export function uuidV4FromBytes(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
