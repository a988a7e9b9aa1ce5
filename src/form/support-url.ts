/**
 * The crypto element's `support-url`: where a buyer who needs help reaches the site, which makes
 * "Contact the site" a link (widget.md, "The last step"). Only an `https:` page or a `mailto:`
 * address: anything else (`javascript:`, plain http, an e-mail address without `mailto:`, a
 * relative path) is the site owner's mistake in an optional setting: one warning naming
 * `support-url` (./host-settings.ts `notices`), no link, and the checkout works as without it.
 */
import type { FieldIssue } from '../api/errors.js';
import type { HostSettings } from './host-settings.js';

/** Longer than any real contact address; the cap keeps a pasted page out of a link. */
const MAX_LENGTH = 2048;

/** The address to link to (undefined when unset or unusable), and why an unusable one is not linked. */
export function readSupportUrl(input: unknown): { url?: string; notice?: FieldIssue } {
  if (input == null || (typeof input === 'string' && !input.trim())) return {};
  let url: URL | undefined;
  try {
    url = typeof input === 'string' && input.length <= MAX_LENGTH ? new URL(input.trim()) : undefined;
  } catch {}
  // A user name or password in a link the buyer follows is a phishing pattern, never a contact page.
  return url && /^(https|mailto):$/.test(url.protocol) && !url.username && !url.password
    ? { url: url.href }
    : { notice: { path: 'support-url', message: 'support-url must be an https: or mailto: address.' } };
}

/** `settings` with the support address read in (crypto only, as `assets`). */
export function withSupportUrl(settings: HostSettings, input: unknown): HostSettings {
  const { url, notice } = readSupportUrl(input);
  return notice ? { ...settings, notices: [...settings.notices, notice] } : { ...settings, supportUrl: url };
}
