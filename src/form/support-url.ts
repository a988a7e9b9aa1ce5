/**
 * The crypto element's `support-url`: where a buyer who needs help reaches the site, which makes
 * "Contact the site" a link (widget.md, "The last step"). Only an `https:` page or a `mailto:`
 * address: anything else (`javascript:`, plain http, a relative path) is the site owner's mistake,
 * an `invalid-config` named `support-url` with its warning (./host-settings.ts `problems`).
 */
import type { FieldIssue } from '../api/errors.js';
import type { HostSettings } from './host-settings.js';

/** Longer than any real contact address; the cap keeps a pasted page out of a link. */
const MAX_LENGTH = 2048;

/** The address to link to (undefined when unset), or why it is refused. */
export function readSupportUrl(input: unknown): { url: string | undefined } | { problem: FieldIssue } {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return { url: undefined };
  const problem = { problem: { path: 'support-url', message: 'support-url must be an https: or mailto: address.' } };
  if (typeof input !== 'string' || input.length > MAX_LENGTH) return problem;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return problem;
  }
  // A user name or password in a link the buyer follows is a phishing pattern, never a contact page.
  if (!(url.protocol === 'https:' || url.protocol === 'mailto:') || url.username || url.password) return problem;
  return { url: url.href };
}

/** `settings` with the support address read in (crypto only, as `assets`). */
export function withSupportUrl(settings: HostSettings, input: unknown): HostSettings {
  const read = readSupportUrl(input);
  return 'problem' in read ? { ...settings, problems: [...settings.problems, read.problem] } : { ...settings, supportUrl: read.url };
}
