// Framework typings for the two tags, generated from custom-elements.json into dist/types/ (package
// exports `market-checkout/types/<framework>`). Run by `npm run build` after the manifest is written.
//
// One file per framework, each registering the tags in that framework's own template types (so an
// app writes one `import type {} from 'market-checkout/types/<framework>'`), with the framework's
// own attributes for the element (`id`, `slot`, `ref`, `class`…) and every name the framework hands
// to the element in the form that framework writes it:
// - a property under its own name (`walletAddrs`): React 19, Preact and Svelte 5 set a prop as a
//   property when the element has one, which is how arrays and objects reach it; Vue with
//   `.walletAddrs`, Solid with `prop:walletAddrs`;
// - an attribute under its own name (`base-url`) as text, numbers allowed where the property is one;
// - each event under the name the framework listens by, typed by its detail: `onmarket-…` in React
//   19, Preact and Svelte 5, `on:market-…` in Solid, `onMarket…` (what `@market-…` compiles to) in Vue.
// The classes and detail types are imported from the package's own declarations; each file is checked
// with `skipLibCheck: false` by the framework matrix (scripts/framework-matrix.js).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TYPINGS_DIR = 'dist/types';
export const FRAMEWORKS = ['react', 'preact', 'solid', 'vue', 'svelte'];

const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
const pascal = (name) => camel(name).replace(/^\w/, (letter) => letter.toUpperCase());
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const doc = (text, indent = '  ') =>
  text ? `${indent}/** ${text.trim().replaceAll('*/', '*\\/').split('\n').map((line) => line.trimEnd()).join(`\n${indent} * `).replaceAll(' * \n', ' *\n')} */\n` : '';

/**
 * The elements as templates see them, from the manifest: each attribute with its property, the
 * properties without an attribute, the events with their detail type. Read-only properties
 * (`state`) are not something a template sets.
 */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => {
        const members = (declaration.members ?? []).filter((m) => m.kind === 'field' && !m.static && (!m.privacy || m.privacy === 'public'));
        const readonly = new Set(members.filter((m) => m.readonly).map((m) => m.name));
        const attributes = (declaration.attributes ?? []).filter((a) => !readonly.has(a.fieldName));
        const withAttribute = new Set(attributes.map((a) => a.fieldName));
        return {
          tag: declaration.tagName,
          className: declaration.name,
          description: declaration.description ?? declaration.summary ?? '',
          attributes: attributes.map((a) => ({ name: a.name, field: a.fieldName, type: a.type?.text, description: a.description ?? '' })),
          properties: members.filter((m) => !readonly.has(m.name) && !withAttribute.has(m.name)).map((m) => ({ name: m.name, type: m.type?.text, description: m.description ?? '' })),
          events: (declaration.events ?? []).map((event) => {
            const detail = /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1];
            if (!detail) throw new Error(`custom-elements.json: ${declaration.tagName}'s ${event.name} has no CustomEvent<Detail> type.`);
            return { name: event.name, detail, description: event.description ?? '' };
          }),
          slots: declaration.slots ?? [],
          parts: declaration.cssParts ?? [],
          cssProperties: declaration.cssProperties ?? [],
        };
      }),
  );
}

const propertyType = (element, name) => `${element.className}[${JSON.stringify(name)}]`;
/**
 * An attribute's value as text: a property that takes arrays or objects (`walletAddrs`, `locked`)
 * takes their text form as an attribute; any other takes what the property takes (text, numbers,
 * `theme`'s names).
 */
const attributeType = (element, attribute) => (/\[\]|Record<|\{/.test(attribute.type ?? '') ? 'string' : propertyType(element, attribute.field));

/** The members each framework hands to the element, as `name?: type` lines. */
function members(element, { attributes = true, properties = true, propertyPrefix = '', event }) {
  const lines = [];
  const seen = new Set();
  const add = (name, type, description) => {
    if (seen.has(name)) return;
    seen.add(name);
    lines.push(`${doc(description, '    ')}    ${key(name)}?: ${type};`);
  };
  if (attributes) for (const a of element.attributes) add(a.name, a.name === a.field ? propertyType(element, a.field) : attributeType(element, a), a.description);
  if (properties) {
    for (const a of element.attributes) add(`${propertyPrefix}${a.field}`, propertyType(element, a.field), a.description);
    for (const p of element.properties) add(`${propertyPrefix}${p.name}`, propertyType(element, p.name), p.description);
  }
  for (const e of element.events) add(event(e.name), `(event: CustomEvent<${e.detail}>) => void`, e.description);
  return lines.join('\n');
}

function header(elements, framework, imports) {
  const details = [...new Set(elements.flatMap((element) => element.events.map((e) => e.detail)))].sort();
  const classes = elements.map((element) => element.className);
  return `// market-checkout's tags for ${framework}, generated from custom-elements.json by scripts/typings.js.
${imports}import type { ${[...classes, ...details].join(', ')} } from '../lib/index.js';
`;
}

/** One `…Props` interface per element and the `CustomElements` map, each tag's type made by `type`. */
function propsAndMap(elements, options, type) {
  const props = elements
    .map((element) => `${doc(element.description, '')}export interface ${element.className}Props {\n${members(element, options)}\n}\n`)
    .join('\n');
  const map = elements.map((element) => `${doc(element.description)}  ${JSON.stringify(element.tag)}: ${type(element.className, `${element.className}Props`)};`).join('\n');
  return `\n${props}\n/** Both tags, as the framework's intrinsic elements take them. */\nexport interface CustomElements {\n${map}\n}\n`;
}

const onLowercase = (name) => `on${name}`;

const FILES = {
  // React 19: props it sets as properties, `on` + the event's name listens. (JSX never checks a
  // dashed name, so a misspelt `base-ulr` passes: the README points to market-checkout/react.)
  react: (elements) =>
    header(elements, 'React 19 (JSX)', "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n") +
    propsAndMap(elements, { event: onLowercase }, (c, props) => `DetailedHTMLProps<HTMLAttributes<${c}>, ${c}> & ${props}`) +
    `
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
`,
  preact: (elements) =>
    header(elements, 'Preact (JSX)', "import type { HTMLAttributes } from 'preact';\n") +
    propsAndMap(elements, { event: onLowercase }, (c, props) => `HTMLAttributes<${c}> & ${props}`) +
    `
declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
`,
  // Solid sets a custom element's props as properties; `prop:` and `on:` name the forms it documents.
  solid: (elements) =>
    header(elements, 'Solid (JSX)', "import type { JSX } from 'solid-js';\n") +
    propsAndMap(elements, { propertyPrefix: 'prop:', event: (name) => `on:${name}` }, (c, props) => `JSX.HTMLAttributes<${c}> & ${props}`) +
    `
declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
`,
  // vue-tsc reads the tags from GlobalComponents: a prop by its camelCase name (it matches
  // \`base-url\` and \`.walletAddrs\` to \`baseUrl\` and \`walletAddrs\`), \`@market-fiat-session\` as
  // \`onMarketFiatSession\`, whose parameter types an inline arrow's and \`$event\`. The element's
  // HTML attributes (\`id\`, \`lang\`…) are props too, for \`strictTemplates\`; so is \`slot\` on any
  // element, which Vue's own HTMLAttributes lacks and the card element's \`payment\` slot needs.
  vue: (elements) =>
    header(elements, 'Vue 3 (vue-tsc, Volar)', "import type { DefineComponent, HTMLAttributes } from 'vue';\n") +
    propsAndMap(elements, { attributes: false, event: (name) => `on${pascal(name)}` }, (c, props) => `DefineComponent<HTMLAttributes & ${props}>`) +
    `
declare module 'vue' {
  interface GlobalComponents extends CustomElements {}
  interface HTMLAttributes {
    /** The slot of the custom element parent this element fills. */
    slot?: string;
  }
}
`,
  // Svelte 5: \`onmarket-…\` attributes listen; a value is set as a property when the element has one.
  svelte: (elements) =>
    header(elements, 'Svelte 5 (svelte-check)', "import type { HTMLAttributes } from 'svelte/elements';\n") +
    propsAndMap(elements, { event: onLowercase }, (c, props) => `HTMLAttributes<${c}> & ${props}`) +
    `
declare global {
  namespace svelteHTML {
    interface IntrinsicElements extends CustomElements {}
  }
}
`,
};

export function generateTypings(manifestPath = 'custom-elements.json') {
  const elements = elementsOf(JSON.parse(readFileSync(manifestPath, 'utf8')));
  mkdirSync(TYPINGS_DIR, { recursive: true });
  for (const framework of FRAMEWORKS) writeFileSync(join(TYPINGS_DIR, `${framework}.d.ts`), FILES[framework](elements));
}
