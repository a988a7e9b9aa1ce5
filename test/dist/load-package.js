// The npm package as an app imports it; its exports kept for the test to compare with the registry.
import * as pkg from '/dist/lib/index.js';

window.packageExports = pkg;
