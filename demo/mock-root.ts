/**
 * Where the demo's mock session lives (`/mock/<session>` on the dev server): its purchases, its
 * Bitcoin chain and its EVM chains. `demo`, or the page's `?session=`: a test's page, or a second
 * tab that wants chains of its own.
 */
const session = new URLSearchParams(location.search).get('session') || 'demo';

export const MOCK_ROOT = `${location.origin}/mock/${encodeURIComponent(session)}`;
