// Every export of package.json imports harmlessly where there is no page: in plain Node with no DOM
// shim (a server render's first step), and bundled for a worker or edge runtime, where nothing of
// the DOM exists. Nothing of ours reads a browser global while a module is imported: wallet
// discovery waits for the first crypto element's connect, define() skips where there is no
// `customElements`. Lit's own import-time reads are Lit's (its browser build needs `HTMLElement`
// and `document` to load, lit/lit#3907; its `node` build brings stand-ins of its own).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import vm from 'node:vm';
import { test } from 'node:test';
import { build } from 'esbuild';

const { name, exports } = JSON.parse(readFileSync('package.json', 'utf8'));

/** Each specifier a partner may import (types-only entries have nothing to run), `./locales/*` spelt out. */
const specifiers = Object.entries(exports)
  .filter(([, target]) => typeof target === 'string' || 'default' in target)
  .flatMap(([key]) =>
    key.endsWith('/*')
      ? readdirSync('dist/lib/locales/whole')
          .filter((file) => file.endsWith('.js'))
          .map((file) => `${name}/locales/${file.slice(0, -3)}`)
      : [key === '.' ? name : `${name}/${key.slice(2)}`],
  );
const ENTRIES = [name, `${name}/crypto`, `${name}/fiat`, `${name}/client`, `${name}/react`];

test('plain Node, no DOM shim: every export imports, and none puts a page in place', async () => {
  assert.equal(typeof globalThis.window, 'undefined');
  assert.equal(typeof globalThis.customElements, 'undefined');
  for (const specifier of specifiers) {
    const module = await import(specifier, specifier.endsWith('.json') ? { with: { type: 'json' } } : undefined);
    assert.ok(Object.keys(module).length > 0, specifier);
  }
  for (const global of ['window', 'document', 'navigator', 'localStorage', 'matchMedia']) assert.equal(typeof globalThis[global], 'undefined', global);
  // Lit's node build defines tags into a stand-in registry it installs; ours are there, never upgraded.
  assert.ok(globalThis.customElements.get('market-crypto-checkout'));
});

/** Browser globals a worker or an edge runtime does not have; each read while a bundle runs is noted. */
const WATCHED = ['window', 'self', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'indexedDB', 'matchMedia', 'customElements', 'HTMLElement', 'Element', 'Node', 'Event', 'CustomEvent', 'EventTarget', 'ShadowRoot', 'CSSStyleSheet', 'MutationObserver', 'ResizeObserver', 'IntersectionObserver', 'requestAnimationFrame', 'getComputedStyle', 'addEventListener', 'dispatchEvent', 'trustedTypes', 'ethereum', 'fetch', 'crypto', 'performance'];

/**
 * Bundles `source` as an edge or worker bundler would (esbuild, `platform: 'neutral'`, the
 * `conditions`), runs it in a fresh `vm` context (ECMAScript alone, no Node and no DOM), and
 * returns the watched globals it read. Lit's browser build gets the only two things it needs to
 * load (a class to extend, `document.createTreeWalker`), and nothing else, no `customElements`.
 */
async function globalsRead(source, conditions) {
  const { outputFiles } = await build({
    stdin: { contents: source, resolveDir: process.cwd() },
    bundle: true,
    format: 'iife',
    platform: 'neutral',
    conditions,
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const values = conditions.includes('browser') ? { HTMLElement: class {}, document: { createTreeWalker: () => ({}) } } : {};
  const context = vm.createContext({});
  const global = vm.runInContext('globalThis', context);
  const read = new Set();
  for (const name of WATCHED) {
    Object.defineProperty(global, name, {
      get: () => (read.add(name), values[name]),
      set: (value) => void (values[name] = value),
    });
  }
  vm.runInContext(outputFiles[0].text, context);
  return { read: [...read].sort(), registry: values.customElements };
}

for (const conditions of [
  ['worker', 'node'],
  ['worker', 'browser'],
]) {
  test(`a worker bundle (conditions ${conditions.join(', ')}): every entry imports, reading no browser global Lit does not read, but customElements`, async () => {
    const lit = await globalsRead(`import 'lit'; import '@lit/react';`, conditions);
    for (const entry of ENTRIES) {
      const { read, registry } = await globalsRead(`import * as entry from '${entry}'; globalThis.entry = entry;`, conditions);
      const ours = read.filter((name) => !lit.read.includes(name));
      assert.deepEqual(ours, entry.endsWith('/client') || lit.read.includes('customElements') ? [] : ['customElements'], entry);
      // Where the runtime has no registry and Lit brings none, define() defined nothing and threw nothing.
      if (conditions.includes('browser')) assert.equal(registry, undefined, entry);
    }
  });
}
