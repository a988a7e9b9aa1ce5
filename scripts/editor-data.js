// Editor data for both tags, generated from custom-elements.json by `npm run build` into dist/:
// - dist/web-types.json, JetBrains' format (WebStorm, IntelliJ), found through package.json's
//   `web-types` field: attributes with their type and values, properties, events, slots, parts and
//   custom properties;
// - dist/vscode.html-custom-data.json, VS Code's HTML custom data (`html.customData` in the
//   workspace settings, README "Package use"): tags with their attributes and values. That format
//   has no properties, events, slots or parts; the tag's description lists them (a property with
//   no attribute, such as `quote`, is otherwise nowhere in it).
// Neither file is imported by any entry: they weigh nothing in a bundle.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { elementsOf } from './typings.js';

export const WEB_TYPES = 'dist/web-types.json';
export const VSCODE_DATA = 'dist/vscode.html-custom-data.json';

/**
 * The values of the attributes typed by a named list: each list is the constant the element reads
 * the attribute with (dist/lib, built just before), so the editors offer what the element accepts.
 */
async function namedValues() {
  const load = (path) => import(pathToFileURL(path).href);
  const { THEMES } = await load('dist/lib/form/host-settings.js');
  const { PERSIST_MODES } = await load('dist/lib/payment/resume-store.js');
  return { Theme: THEMES, Persist: PERSIST_MODES };
}

/** An attribute's type as an editor shows it (named lists spelt out), and its fixed values. */
function typeOf(text = 'string', named) {
  const parts = text.split('|').map((part) => part.trim()).filter((part) => part !== 'undefined');
  const values = parts.flatMap((part) => named[part] ?? (/^'.*'$/.test(part) ? [part.slice(1, -1)] : []));
  const spelt = parts.flatMap((part) => (named[part] ? named[part].map((value) => `'${value}'`) : [part]));
  return { type: spelt.join(' | '), values };
}

const list = (title, items, label = (item) => `\`${item.name}\``) =>
  items.length ? `\n\n${title}:\n${items.map((item) => `- ${label(item)}: ${item.description}`).join('\n')}` : '';

/** The element's description with what VS Code's format cannot hold on its own. */
const fullDescription = (element, named) =>
  element.description +
  list('Properties without an attribute (set from script)', element.properties, (p) => `\`${p.name}\` (\`${typeOf(p.type, named).type}\`)`) +
  list('Events (detail in `event.detail`)', element.events) +
  list('Slots', element.slots) +
  list('Parts (`::part()`)', element.parts) +
  list('CSS custom properties', element.cssProperties);

export async function writeEditorData(manifestPath = 'custom-elements.json') {
  const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
  const elements = elementsOf(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const named = await namedValues();

  const webTypes = {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tag,
          description: element.description,
          attributes: element.attributes.map((attribute) => {
            const { type, values } = typeOf(attribute.type, named);
            return {
              name: attribute.name,
              description: attribute.description,
              value: { type, required: false },
              ...(values.length ? { values: values.map((value) => ({ name: value })) } : {}),
            };
          }),
          slots: element.slots.map(({ name: slot, description }) => ({ name: slot, description })),
          events: element.events.map((event) => ({ name: event.name, description: event.description })),
          js: {
            properties: [...element.attributes.map((a) => ({ name: a.field, description: a.description, type: typeOf(a.type, named).type })), ...element.properties.map((p) => ({ name: p.name, description: p.description, type: typeOf(p.type, named).type }))],
            events: element.events.map((event) => ({ name: event.name, description: event.description })),
          },
          css: {
            parts: element.parts.map(({ name: part, description }) => ({ name: part, description })),
            properties: element.cssProperties.map(({ name: property, description }) => ({ name: property, description })),
          },
        })),
      },
    },
  };

  const vscode = {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tag,
      description: { kind: 'markdown', value: fullDescription(element, named) },
      attributes: element.attributes.map((attribute) => {
        const { type, values } = typeOf(attribute.type, named);
        return {
          name: attribute.name,
          description: { kind: 'markdown', value: `${attribute.description}\n\nType: \`${type}\`` },
          ...(values.length ? { values: values.map((value) => ({ name: value })) } : {}),
        };
      }),
    })),
  };

  writeFileSync(WEB_TYPES, `${JSON.stringify(webTypes, null, 2)}\n`);
  writeFileSync(VSCODE_DATA, `${JSON.stringify(vscode, null, 2)}\n`);
}
