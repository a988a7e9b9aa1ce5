// House style (issue 41): no class in src/ over 250 lines and no function over 60, so that a part
// of the payment's life that grows lands in a part of its own, not in the session. Measured from
// the parsed source (the parser Vite ships), first line to last, comments inside included.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseAst } from 'vite';
import { modulesUnder } from '../../scripts/imports.js';

const MAX_CLASS = 250;
const MAX_FUNCTION = 60;
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Each class and function of `text` over its limit, as "path:line name (n lines)". */
function tooLong(text, path) {
  const lineAt = (offset) => text.slice(0, offset).split('\n').length;
  const found = [];
  const visit = (node, name) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((child) => visit(child, name));
    const own = node.id?.name ?? node.key?.name ?? name;
    const lines = node.start === undefined ? 0 : lineAt(node.end) - lineAt(node.start) + 1;
    const limit = node.type === 'ClassDeclaration' || node.type === 'ClassExpression' ? MAX_CLASS : FUNCTIONS.has(node.type) ? MAX_FUNCTION : undefined;
    if (limit && lines > limit) found.push(`${path}:${lineAt(node.start)} ${own ?? '(anonymous)'} (${lines} lines, at most ${limit})`);
    for (const [key, child] of Object.entries(node)) if (key !== 'parent') visit(child, node.type === 'VariableDeclarator' ? node.id?.name : own);
  };
  visit(parseAst(text, { lang: path.endsWith('.ts') ? 'ts' : 'js' }));
  return found;
}

test('no class in src/ over 250 lines and no function over 60', () => {
  const modules = modulesUnder('src').filter((path) => !path.startsWith('payment-screen/qrcode/'));
  assert.ok(modules.length > 100, 'the modules are found');
  assert.deepEqual(modules.flatMap((path) => tooLong(readFileSync(join('src', path), 'utf8'), path)), []);
});

test('the measure names a function of 61 lines and a class of 251, and passes 60 and 250', () => {
  const body = (n) => Array.from({ length: n - 2 }, (_, i) => `  const a${i} = ${i};`).join('\n');
  const fn = (name, n) => `function ${name}() {\n${body(n)}\n}\n`;
  const cls = (name, n) => `class ${name} {\n${body(n)}\n}\n`.replace(/const /g, 'p');
  const text = fn('ok', 60) + fn('long', 61) + cls('Fine', 250) + cls('Big', 251);
  assert.deepEqual(tooLong(text, 'x.ts').map((found) => found.replace(/:\d+/, '')), ['x.ts long (61 lines, at most 60)', 'x.ts Big (251 lines, at most 250)']);
});
