// Framework typings for the two tags, generated from custom-elements.json by the
// custom-element-*-integration generators into dist/types/ (package exports
// `market-checkout/types/<name>`). Run by `npm run build` after the manifest is written.
//
// The manifest is read as the analyzer writes it and adapted here, in a copy, to what the
// generators expect:
// - an event's type is its detail type (the generators wrap it in CustomEvent<…> themselves);
// - a read-only attribute (`state`) is not something a template sets;
// - each property whose name differs from its attribute (`walletAddrs`, `baseUrl`) is typed under
//   that name too: React 19, Preact, Svelte 5 and Solid set a prop the element has as a property,
//   which is how arrays and objects reach it.
import { readFileSync } from 'node:fs';
import { generateJsxTypes } from 'custom-element-jsx-integration';
import { generateSolidJsTypes } from 'custom-element-solidjs-integration';
import { generateSvelteTypes } from 'custom-element-svelte-integration';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';

export const TYPINGS_DIR = 'dist/types';

function adapt(manifest) {
  const copy = structuredClone(manifest);
  for (const declaration of copy.modules.flatMap((module) => module.declarations ?? [])) {
    if (!declaration.customElement) continue;
    for (const event of declaration.events ?? []) {
      const detail = /^CustomEvent<(.+)>$/.exec(event.type?.text ?? '');
      if (detail) event.type = { text: detail[1] };
    }
    const readonly = new Set((declaration.members ?? []).filter((m) => m.readonly).map((m) => m.name));
    const attributes = (declaration.attributes ?? []).filter((a) => !readonly.has(a.fieldName));
    const aliases = attributes
      .filter((a) => a.fieldName && a.fieldName !== a.name)
      .map((a) => ({ ...a, name: a.fieldName }));
    declaration.attributes = [...attributes, ...aliases];
    declaration.members = (declaration.members ?? []).filter((m) => !readonly.has(m.name));
  }
  return copy;
}

export function generateTypings(manifestPath = 'custom-elements.json') {
  const manifest = adapt(JSON.parse(readFileSync(manifestPath, 'utf8')));
  // Paths are relative to dist/types/: the classes and detail types come from the package's .d.ts.
  const common = { outdir: TYPINGS_DIR, globalTypePath: '../lib/index.js', hideLogs: true };
  generateJsxTypes(manifest, { ...common, fileName: 'jsx.d.ts' });
  generateVuejsTypes(manifest, { ...common, fileName: 'vue.d.ts' });
  generateSvelteTypes(manifest, { ...common, fileName: 'svelte.d.ts' });
  generateSolidJsTypes(manifest, { ...common, fileName: 'solid.d.ts' });
}
