/**
 * The peer: `@getalby/bitcoin-connect`, a published Lit payment widget, bundled as an app would
 * ship it (its dependencies included, minified, Lit's production build), weighed and started
 * beside ours. Its Lightning libraries reach for Node's `crypto` only on a path a page never takes.
 */
import '@getalby/bitcoin-connect';
