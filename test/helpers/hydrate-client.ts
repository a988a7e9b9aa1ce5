/**
 * The module of a server-rendered page (scripts/wtr/server-rendered.js): Lit's hydrate support
 * before anything loads Lit's element class, then the package as built (the templates the server
 * rendered), as the README's "Server rendering" says.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import '../../dist/lib/index.js';
