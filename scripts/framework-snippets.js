// The README's framework snippets (section "Package use"), served to the browser tests in
// test/frameworks/ as each framework's own compiler turns them into code. The snippet text is read
// from README.md on every request, so what the tests run is what the README shows.
//
// `GET /__frameworks/<name>.js?base-url=<url>` answers one ES module exporting
// `mount(container, props)` (resolves to an unmount function): the framework, its mount call and
// the compiled snippet, bundled by esbuild into one module so that each framework exists once
// (React's CommonJS files in particular must share one React). The snippet's service address is
// replaced by `base-url`, the only change made to it. `market-checkout` stays an import of the
// package entry, /dist/lib/index.js, as a partner's bundler would resolve it.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const README_BASE_URL = 'https://market.example.com';
const PACKAGE_ENTRY = '/dist/lib/index.js';

/** The fenced block right after the `### <heading>` line of README.md. */
async function readmeSnippet(heading) {
  const readme = await readFile('README.md', 'utf8');
  const start = readme.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "### ${heading}" section`);
  const block = /```\w*\n([\s\S]*?)```/.exec(readme.slice(start));
  if (!block) throw new Error(`README.md's "### ${heading}" section has no code block`);
  return block[1];
}

const frameworks = {
  react: {
    heading: 'React 19',
    loader: 'tsx',
    compile: async (source) => source,
    mount: `
      import { createElement } from 'react';
      import { flushSync } from 'react-dom';
      import { createRoot } from 'react-dom/client';
      import { Checkout } from 'readme-snippet';
      export async function mount(container, props) {
        const root = createRoot(container);
        flushSync(() => root.render(createElement(Checkout, props)));
        return () => root.unmount();
      }`,
  },
  vue: {
    heading: 'Vue 3',
    // `<script setup lang="ts">`: compileScript leaves its TypeScript, esbuild strips it.
    loader: 'ts',
    async compile(source) {
      const { parse, compileScript } = await import('@vue/compiler-sfc');
      const compilerOptions = { isCustomElement: (tag) => tag.startsWith('market-') };
      // The template is parsed here and the tags told apart then: the option goes to both steps.
      const parsed = parse(source, { filename: 'Checkout.vue', templateParseOptions: compilerOptions });
      if (parsed.errors.length > 0) throw parsed.errors[0];
      const { descriptor } = parsed;
      return compileScript(descriptor, { id: 'readme-vue', inlineTemplate: true, templateOptions: { compilerOptions } })
        .content;
    },
    mount: `
      import { createApp, nextTick } from 'vue';
      import Checkout from 'readme-snippet';
      export async function mount(container, props) {
        const app = createApp(Checkout, props);
        app.mount(container);
        await nextTick();
        return () => app.unmount();
      }`,
  },
  svelte: {
    heading: 'Svelte 5',
    loader: 'js',
    async compile(source) {
      const { compile } = await import('svelte/compiler');
      return compile(source, { generate: 'client', filename: 'Checkout.svelte' }).js.code;
    },
    mount: `
      import { flushSync, mount as svelteMount, unmount } from 'svelte';
      import Checkout from 'readme-snippet';
      export async function mount(container, props) {
        const component = svelteMount(Checkout, { target: container, props });
        flushSync();
        return () => unmount(component);
      }`,
  },
  angular: {
    heading: 'Angular',
    loader: 'ts',
    compile: async (source) => source,
    // JIT: @angular/compiler compiles the decorated component in the page; no zone.js.
    mount: `
      import '@angular/compiler';
      import { provideZonelessChangeDetection } from '@angular/core';
      import { bootstrapApplication } from '@angular/platform-browser';
      import { CheckoutComponent } from 'readme-snippet';
      export async function mount(container, props) {
        container.append(document.createElement('app-checkout'));
        const app = await bootstrapApplication(CheckoutComponent, { providers: [provideZonelessChangeDetection()] });
        const component = app.components[0];
        Object.assign(component.instance, props);
        component.changeDetectorRef.detectChanges();
        return () => app.destroy();
      }`,
  },
};

async function bundle(framework, baseUrl) {
  const source = (await readmeSnippet(framework.heading)).replaceAll(README_BASE_URL, baseUrl);
  const snippet = await framework.compile(source);
  const result = await build({
    stdin: { contents: framework.mount, loader: 'js', resolveDir: process.cwd(), sourcefile: 'mount.js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    jsx: 'automatic',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } },
    define: {
      'process.env.NODE_ENV': '"development"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    plugins: [
      {
        name: 'readme-snippet',
        setup(b) {
          b.onResolve({ filter: /^readme-snippet$/ }, () => ({ path: 'readme-snippet', namespace: 'readme' }));
          b.onLoad({ filter: /.*/, namespace: 'readme' }, () => ({
            contents: snippet,
            loader: framework.loader,
            resolveDir: process.cwd(),
          }));
          b.onResolve({ filter: /^market-checkout$/ }, () => ({ path: PACKAGE_ENTRY, external: true }));
        },
      },
    ],
  });
  return result.outputFiles[0].text;
}

export const frameworkSnippets = {
  name: 'framework-snippets',
  async serve(context) {
    const match = /^\/__frameworks\/(\w+)\.js$/.exec(context.path);
    if (!match || !Object.hasOwn(frameworks, match[1])) return undefined;
    const baseUrl = context.URL.searchParams.get('base-url') ?? README_BASE_URL;
    return { body: await bundle(frameworks[match[1]], baseUrl), type: 'js' };
  },
};
