// The editor data `npm run build` writes from the manifest (scripts/editor-data.js): what an editor
// offers on each tag is what the manifest says the element has.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const manifest = read('custom-elements.json');
const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
const webTypes = read('dist/web-types.json').contributions.html.elements;
const vscode = read('dist/vscode.html-custom-data.json').tags;
const settable = (element) => element.attributes.filter((attribute) => attribute.fieldName !== 'state');

test('both formats have both tags, with every attribute the element reads, and each typed', () => {
  assert.deepEqual(webTypes.map((e) => e.name).sort(), ['market-crypto-checkout', 'market-fiat-checkout']);
  assert.deepEqual(vscode.map((e) => e.name).sort(), ['market-crypto-checkout', 'market-fiat-checkout']);
  for (const element of elements) {
    const jetbrains = webTypes.find((e) => e.name === element.tagName);
    const code = vscode.find((e) => e.name === element.tagName);
    assert.deepEqual(jetbrains.attributes.map((a) => a.name), settable(element).map((a) => a.name), element.tagName);
    assert.deepEqual(code.attributes.map((a) => a.name), settable(element).map((a) => a.name), element.tagName);
    for (const attribute of jetbrains.attributes) assert.ok(attribute.value.type && attribute.description, `${element.tagName} ${attribute.name}`);
  }
});

test('the price: its three attributes typed as text, and `quote`, a property with no attribute, typed and described in both formats', () => {
  for (const element of elements) {
    const jetbrains = webTypes.find((e) => e.name === element.tagName);
    for (const name of ['price-currency', 'price', 'renewal-price']) assert.equal(jetbrains.attributes.find((a) => a.name === name)?.value.type, 'string', `${element.tagName} ${name}`);
    const properties = jetbrains.js.properties;
    for (const name of ['priceCurrency', 'price', 'renewalPrice']) assert.equal(properties.find((p) => p.name === name)?.type, 'string', `${element.tagName} ${name}`);
    assert.equal(properties.find((p) => p.name === 'quote')?.type, 'Quote', element.tagName);
    for (const property of properties) assert.ok(property.type, `${element.tagName} ${property.name}`);
    // VS Code's format has no properties: without the description's list, `quote` would be nowhere.
    const code = vscode.find((e) => e.name === element.tagName);
    assert.ok(!code.attributes.some((a) => a.name === 'quote'), element.tagName);
    assert.ok(code.description.value.includes('- `quote` (`Quote`): '), element.tagName);
  }
});

test("an attribute of fixed names offers them: `theme`'s three, `persist`'s two", () => {
  const crypto = webTypes.find((e) => e.name === 'market-crypto-checkout');
  const values = (name) => crypto.attributes.find((a) => a.name === name).values?.map((v) => v.name);
  assert.deepEqual(values('theme'), ['light', 'dark', 'auto']);
  assert.deepEqual(values('persist'), ['session', 'none']);
  const code = vscode.find((e) => e.name === 'market-crypto-checkout');
  assert.deepEqual(code.attributes.find((a) => a.name === 'theme').values.map((v) => v.name), ['light', 'dark', 'auto']);
});

test('events, the payment slot and the parts are there, where each format has room for them', () => {
  for (const element of elements) {
    const jetbrains = webTypes.find((e) => e.name === element.tagName);
    assert.deepEqual(jetbrains.events.map((e) => e.name), element.events.map((e) => e.name));
    assert.deepEqual(jetbrains.slots.map((s) => s.name), (element.slots ?? []).map((s) => s.name));
    assert.deepEqual(jetbrains.css.parts.map((p) => p.name), element.cssParts.map((p) => p.name));
    // VS Code's format has no events, slots or parts: the tag's description names them.
    const description = vscode.find((e) => e.name === element.tagName).description.value;
    for (const name of [...element.events, ...(element.slots ?? []), ...element.cssParts].map((item) => item.name)) assert.ok(description.includes(`\`${name}\``), `${element.tagName}: ${name}`);
  }
  assert.deepEqual(webTypes.find((e) => e.name === 'market-fiat-checkout').slots.map((s) => s.name), ['payment']);
});

test('package.json points editors to the data', () => {
  assert.equal(read('package.json')['web-types'], './dist/web-types.json');
});
