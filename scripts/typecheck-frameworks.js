// `npm run typecheck`'s last step: the README's framework snippets, read from README.md, type-
// checked against the generated typings (dist/types/, so `npm run build` first) in one project per
// framework under test/frameworks/types/<name>/. Each project has its own tsconfig and a
// check file with a misspelt attribute under `@ts-expect-error`, so a check that accepted
// misspellings would fail.
//
// This script writes each project's readme/ folder (ignored by git): the snippet and the
// typings set-up the README shows. JSX snippets go in as they are. Vue and Svelte templates need
// their own checkers (vue-tsc, svelte-check), which run on TypeScript's JavaScript API that
// TypeScript 7 no longer has; so the snippet's script goes in as it is and its element's
// attributes become an object literal typed with the generated props, as the framework hands
// them to the element: a name the typings lack, or a value of the wrong type, fails the same way.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const README = readFileSync('README.md', 'utf8');
const ROOT = 'test/frameworks/types';

/** The first fenced block after `start` in README.md. */
function blockAfter(start, what) {
  if (start < 0) throw new Error(`README.md has no ${what}`);
  const block = /```\w*\n([\s\S]*?)```/.exec(README.slice(start));
  if (!block) throw new Error(`README.md's ${what} has no code block`);
  return block[1];
}
/** The snippet of a `### <heading>` section (as scripts/framework-snippets.js reads it). */
const snippet = (heading) => blockAfter(README.indexOf(`\n### ${heading}\n`), `"### ${heading}" section`);
/** The typings set-up after `<!-- typings: name -->`. */
const typings = (name) => blockAfter(README.indexOf(`<!-- typings: ${name} -->`), `"typings: ${name}" block`);

const literal = (entries) => `{\n${entries.map(([key, value]) => `  ${JSON.stringify(key)}: ${value},`).join('\n')}\n}`;

/** Vue SFC: the `<script setup>`, then the element's bindings as Vue passes them. */
async function vueModule(source) {
  const { parse } = await import('@vue/compiler-sfc');
  const { descriptor, errors } = parse(source, { filename: 'Checkout.vue' });
  if (errors.length) throw errors[0];
  const element = descriptor.template.ast.children.find((node) => node.tag?.startsWith('market-'));
  const entries = element.props.map((prop) => {
    if (prop.type === 6) return [prop.name, JSON.stringify(prop.value?.content ?? '')]; // name="text"
    if (prop.name === 'on') return [`on${prop.arg.content}`, `(${prop.exp.content})`]; // @event, named as the typings name it
    return [prop.arg.content, `(${prop.exp.content})`]; // :name, .name
  });
  return `${descriptor.scriptSetup.content}
import type { GlobalComponents } from 'vue';
export const template: InstanceType<GlobalComponents[${JSON.stringify(element.tag)}]>['$props'] = ${literal(entries)};
`;
}

/** Svelte 5 component: its script, then the element's attributes as Svelte sets them. */
async function svelteModule(source) {
  const { parse } = await import('svelte/compiler');
  const ast = parse(source, { modern: true });
  const element = ast.fragment.nodes.find((node) => node.name?.startsWith('market-'));
  const entries = element.attributes.map(({ name, value }) => {
    const code = Array.isArray(value) ? JSON.stringify(value.map((part) => part.data).join('')) : source.slice(value.expression.start, value.expression.end);
    // Svelte 5's `onevent` attaches the listener the generated (Svelte 4 style) typings call `on:event`.
    return [name.startsWith('onmarket-') ? `on:${name.slice(2)}` : name, code];
  });
  return `// Svelte 5's rune, a compiler keyword in a component.
declare function $props(): any;
${source.slice(ast.instance.content.start, ast.instance.content.end)}
export const template: svelteHTML.IntrinsicElements[${JSON.stringify(element.name)}] = ${literal(entries)};
`;
}

const PROJECTS = {
  react19: { files: async () => ({ 'snippet.tsx': snippet('React 19'), 'typings.d.ts': typings('react19') }) },
  react18: { files: async () => ({ 'snippet.tsx': snippet('React 18 and older') }) },
  preact: { files: async () => ({ 'snippet.tsx': snippet('Preact'), 'typings.d.ts': typings('preact') }) },
  vue: { files: async () => ({ 'snippet.ts': await vueModule(snippet('Vue 3')), 'typings.d.ts': typings('vue') }) },
  svelte: { files: async () => ({ 'snippet.ts': await svelteModule(snippet('Svelte 5')), 'typings.d.ts': typings('svelte') }) },
};

let failed = false;
for (const [name, project] of Object.entries(PROJECTS)) {
  const dir = join(ROOT, name, 'readme');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(await project.files())) {
    writeFileSync(join(dir, file), `// Written from README.md by scripts/typecheck-frameworks.js; do not edit.\n${text}`);
  }
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', join(ROOT, name, 'tsconfig.json')], { stdio: 'inherit' });
    console.log(`typings: the README's ${name} snippet type-checks, and a misspelt attribute fails`);
  } catch {
    console.error(`typings: the README's ${name} snippet does not type-check against dist/types (above)`);
    failed = true;
  }
}
if (failed) process.exit(1);
