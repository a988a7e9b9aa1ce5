// `npm test`'s framework matrix: the package as a partner installs it (`npm pack`, unpacked into the
// apps' node_modules as npm unpacks a tarball), the README's snippets read by their headings, and
// each framework's own checker over them with `skipLibCheck: false`, in the small apps under
// test/frameworks/apps/ (one npm project for all of them, with its own lock, so that none of this
// reaches what partners install; `npm ci` there once, when its node_modules is missing).
//
// Per app: the snippet and the README's typings line go into <app>/readme/ (ignored by git) as
// they are; so does one copy of the snippet per planted mistake, each with one change, and any file
// the app generates (Vue's: every event of both tags, from the manifest, handled inline). The
// checker runs once per app (and per configuration: Vue with and without strictTemplates, plain
// TypeScript with bundler and node16 resolution); the snippet must pass, and each mistake must be
// rejected, or accepted where the README says that framework cannot check it (so the README's
// "not checked" lines are held to as well). Then publint --strict and attw over the tarball, and a
// partner's esbuild build of every entry, installed and linked, which must print no warning
// (scripts/partner-builds.js).
//
// `node scripts/framework-matrix.js [app…] [package]` runs some apps (or the package checks) only;
// `npm run build` first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { installOnce, pack, unpackInto } from './packed-package.js';
import { buildPacked } from './partner-builds.js';
import { elementsOf } from './typings.js';

const APPS_DIR = 'test/frameworks/apps';
const README = readFileSync('README.md', 'utf8');
const bin = (name) => join(APPS_DIR, 'node_modules', '.bin', name);

/** The first fenced block after `marker` (a heading line, or an HTML comment) in README.md. */
function block(marker) {
  const start = README.indexOf(marker.startsWith('<!--') ? marker : `\n${marker}\n`);
  if (start < 0) throw new Error(`README.md has no "${marker}"`);
  const found = /```\w*\n([\s\S]*?)```/.exec(README.slice(start));
  if (!found) throw new Error(`README.md's "${marker}" has no code block`);
  return found[1];
}

// Mistakes: one change to the snippet each, rejected by an error on the changed line (or on the
// line `at` names); `accepted` names the configurations where the README says the framework lets
// it through (everywhere else it must be rejected); `names`, the text the rejecting error must hold
// (the wrong name, by configuration where it differs), so that the error points at the mistake.
const jsxMistakes = (property, event, value = '{wallets}') => [
  { what: 'misspelt property', from: `${property}=`, to: `${property.replace('Addrs', 'Adrs')}=` },
  { what: 'misspelt event', from: `${event}=`, to: `${event.replace(/(p)ayment/i, '$1aymnt')}=` },
  { what: 'wrong detail field', from: 'event.detail.response)', to: 'event.detail.respons)' },
  { what: 'wrong property value', from: `${property}=${value}`, to: `${property}={42}` },
];
// `quote` bound to text, or to a function whose total is a number: the element's `Quote` type, not
// the snippet's own annotation, must reject both (the binding is what changes).
const quoteMistakes = (binding, text, arrow) => [
  { what: 'quote bound to text', from: binding, to: text },
  { what: 'quote answering a number total', from: binding, to: arrow },
];
const jsxQuote = (name = 'quote') => quoteMistakes(`${name}={quote}`, `${name}="quote"`, `${name}={() => ({ currency: 'EUR', total: 2500 })}`);
const dashedAttribute = { what: 'misspelt dashed attribute (TypeScript does not check JSX names with a dash)', from: 'partner-id=', to: 'partner-ip=', accepted: ['*'] };

/**
 * Every event of both tags (from the manifest), handled by an inline arrow on one element of the
 * tag and by a call with `$event` on another, each checking that what it gets is the event's detail
 * type; `typed` fails an `any`, which is what an untyped `$event` is.
 */
function vueEveryEvent() {
  const elements = elementsOf(JSON.parse(readFileSync('custom-elements.json', 'utf8')));
  const details = [...new Set(elements.flatMap((element) => element.events.map((event) => event.detail)))].sort();
  const tag = (element, handler) =>
    `  <${element.tag}\n${element.events.map((event) => `    @${event.name}="${handler(`typed<${event.detail}>()`)}"`).join('\n')}\n  ></${element.tag}>`;
  return `<script setup lang="ts">
import type { ${details.join(', ')} } from 'market-checkout';

function typed<D>() {
  return <T extends D>(value: T & (0 extends 1 & T ? never : unknown)) => value;
}
</script>

<template>
${elements.flatMap((element) => [tag(element, (check) => `(event) => ${check}(event.detail)`), tag(element, (check) => `${check}($event.detail)`)]).join('\n')}
</template>
`;
}

const tsc = (config) => [bin('tsc'), ['-p', config, '--pretty', 'false']];

const APPS = {
  react: {
    framework: 'react',
    checks: { tsc: tsc('tsconfig.json') },
    typings: 'react',
    snippets: [
      { heading: '### React 19', file: 'Checkout.tsx', mistakes: [...jsxMistakes('walletAddrs', 'onmarket-crypto-payment'), ...jsxQuote(), dashedAttribute] },
      {
        heading: '### React 18 and older',
        file: 'Wrapper.tsx',
        mistakes: [
          { what: 'misspelt property', from: 'baseUrl=', to: 'baseUrll=' },
          ...jsxMistakes('walletAddrs', 'onMarketCryptoPayment'),
          ...jsxQuote(),
        ],
      },
    ],
  },
  // The wrapper with React 18's own types (@types/react@18 stands in for react, tsconfig paths).
  react18: {
    framework: '@types/react-18',
    checks: { tsc: tsc('tsconfig.json') },
    snippets: [{ heading: '### React 18 and older', file: 'Wrapper.tsx', mistakes: [...jsxMistakes('walletAddrs', 'onMarketCryptoPayment'), ...jsxQuote()] }],
  },
  preact: {
    framework: 'preact',
    checks: { tsc: tsc('tsconfig.json') },
    typings: 'preact',
    snippets: [{ heading: '### Preact', file: 'Checkout.tsx', mistakes: [...jsxMistakes('walletAddrs', 'onmarket-crypto-payment'), ...jsxQuote(), dashedAttribute] }],
  },
  solid: {
    framework: 'solid-js',
    checks: { tsc: tsc('tsconfig.json') },
    typings: 'solid',
    snippets: [{ heading: '### Solid', file: 'Checkout.tsx', mistakes: [...jsxMistakes('prop:walletAddrs', 'on:market-crypto-payment', '{props.wallets}'), ...jsxQuote('prop:quote'), dashedAttribute] }],
  },
  vue: {
    framework: 'vue',
    checks: {
      'vue-tsc': [bin('vue-tsc'), ['-p', 'tsconfig.json', '--pretty', 'false']],
      'vue-tsc strictTemplates': [bin('vue-tsc'), ['-p', 'tsconfig.strict.json', '--pretty', 'false']],
    },
    typings: 'vue',
    // The snippet's three handler forms: a named function, an inline arrow, a call with `$event`.
    snippets: [
      {
        heading: '### Vue 3',
        file: 'Checkout.vue',
        mistakes: [
          { what: 'misspelt attribute', from: 'partner-id=', to: 'partner-ip=', accepted: ['vue-tsc'], names: 'partnerIp' },
          { what: 'misspelt property', from: '.walletAddrs=', to: '.walletAdrs=', accepted: ['vue-tsc'], names: 'walletAdrs' },
          { what: 'wrong property value', from: '.walletAddrs="wallets"', to: '.walletAddrs="42"' },
          ...quoteMistakes('.quote="quote"', '.quote="baseUrl"', `.quote="() => ({ currency: 'EUR', total: 2500 })"`),
          { what: 'misspelt event (named handler)', from: '@market-fiat-session=', to: '@market-fiat-sesion=', accepted: ['vue-tsc'], names: 'onMarketFiatSesion' },
          { what: "another event's handler (named)", from: '@market-fiat-session=', to: '@market-submit=', names: 'CustomEvent<MarketSubmitDetail>' },
          { what: 'wrong detail field (named handler)', from: 'event.detail.response', to: 'event.detail.respons', names: "'respons'" },
          // Without strictTemplates an unknown event's handler is untyped: the arrow's parameter is
          // an implicit `any`, `$event` an `any` that lets everything through.
          {
            what: 'misspelt event (inline arrow)',
            from: '@market-fiat-cancelled=',
            to: '@market-fiat-canceled=',
            names: { 'vue-tsc': "'event' implicitly has an 'any' type", 'vue-tsc strictTemplates': 'onMarketFiatCanceled' },
          },
          { what: "another event's handler (inline arrow)", from: '@market-fiat-cancelled=', to: '@market-submit=', names: "'orderId' does not exist on type 'MarketSubmitDetail'" },
          { what: 'wrong detail field (inline arrow)', from: 'event.detail.orderId', to: 'event.detail.orderIdd', names: "'orderIdd'" },
          { what: 'misspelt event ($event)', from: '@market-error=', to: '@market-eror=', accepted: ['vue-tsc'], names: 'onMarketEror' },
          { what: "another event's handler ($event)", from: '@market-error=', to: '@market-submit=', names: "'error' does not exist on type 'MarketSubmitDetail'" },
          { what: 'wrong detail field ($event)', from: '$event.detail.error.code', to: '$event.detail.error.cod', names: "'cod'" },
        ],
      },
    ],
    generated: { 'EveryEvent.vue': vueEveryEvent },
  },
  svelte: {
    framework: 'svelte',
    checks: { 'svelte-check': [bin('svelte-check'), ['--tsconfig', './tsconfig.json', '--output', 'machine', '--threshold', 'error']] },
    typings: 'svelte',
    snippets: [
      {
        heading: '### Svelte 5',
        file: 'Checkout.svelte',
        mistakes: [
          { what: 'misspelt attribute', from: 'partner-id=', to: 'partner-ip=' },
          { what: 'misspelt property', from: 'walletAddrs=', to: 'walletAdrs=' },
          { what: 'misspelt event', from: 'onmarket-crypto-payment=', to: 'onmarket-crypto-paymnt=' },
          { what: 'wrong detail field', from: 'response.uri', to: 'response.url' },
          { what: 'wrong property value', from: 'walletAddrs={wallets}', to: 'walletAddrs={42}' },
          ...quoteMistakes('{quote}', 'quote="quote"', `quote={() => ({ currency: 'EUR', total: 2500 })}`),
        ],
      },
    ],
  },
  angular: {
    framework: '@angular/core',
    checks: { 'ngc strictTemplates': [bin('ngc'), ['-p', 'tsconfig.json']] },
    snippets: [
      {
        heading: '### Angular',
        file: 'checkout.component.ts',
        mistakes: [
          { what: 'misspelt event', from: '(market-fiat-session)=', to: '(market-fiat-sesion)=' },
          { what: "another event's handler", from: '(market-fiat-session)=', to: '(market-fiat-cancelled)=' },
          // In the template: ngc leaves templates unchecked while any TypeScript error stands.
          { what: 'wrong detail field', from: 'mountProcessor($event)', to: 'mountProcessor($event.detail.respons)' },
          { what: "misspelt property (CUSTOM_ELEMENTS_SCHEMA lets it through)", from: '[walletAddrs]=', to: '[walletAdrs]=', accepted: ['*'] },
          { what: "misspelt attribute (CUSTOM_ELEMENTS_SCHEMA lets it through)", from: 'partner-id=', to: 'partner-ip=', accepted: ['*'] },
          // ngc never checks the value of a DOM property binding: only the field's own `Quote`
          // type checks the function (not planted: a TypeScript error would stop every template check).
          ...quoteMistakes('[quote]="quote"', '[quote]="baseUrl"', `[quote]="() => ({ currency: 'EUR', total: 2500 })"`).map((mistake) => ({ ...mistake, what: `${mistake.what} (a DOM property's value is not checked)`, accepted: ['*'] })),
        ],
      },
    ],
  },
  ts: {
    framework: 'typescript',
    checks: { 'tsc bundler': tsc('tsconfig.bundler.json'), 'tsc node16': tsc('tsconfig.node16.json') },
    snippets: [
      {
        heading: '<!-- test: types',
        file: 'consumer.ts',
        mistakes: [
          { what: 'misspelt property', from: 'checkout.walletAddrs =', to: 'checkout.walletAdrs =' },
          { what: 'misspelt event', from: "'market-crypto-payment'", to: "'market-crypto-paymnt'", at: 'event.detail' },
          { what: 'wrong detail field', from: 'expiresAt }', to: 'expiresOn }' },
          { what: 'wrong property value', from: 'coinId: 60', to: "coinId: '60'" },
        ],
      },
    ],
  },
};

const slug = (text) => text.replace(/\(.*\)/, '').trim().replace(/\W+/g, '-').replace(/^-|-$/g, '');
const mistakeFile = (file, index, what) => file.replace(/^([^.]+)\./, `$1.mistake-${index + 1}-${slug(what)}.`);

/** Writes <app>/readme/: the typings line, the snippets and one copy of each per mistake. */
function writeApp(name, app) {
  const dir = join(APPS_DIR, name, 'readme');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const note = (file) => (/\.(vue|svelte)$/.test(file) ? '' : '// Written from README.md by scripts/framework-matrix.js; do not edit.\n');
  if (app.typings) writeFileSync(join(dir, 'typings.d.ts'), note('x.ts') + block(`<!-- typings: ${app.typings} -->`));
  for (const [file, source] of Object.entries(app.generated ?? {})) writeFileSync(join(dir, file), source());
  const mistakes = [];
  for (const snippet of app.snippets) {
    const source = block(snippet.heading);
    writeFileSync(join(dir, snippet.file), note(snippet.file) + source);
    snippet.mistakes.forEach((mistake, index) => {
      if (!source.includes(mistake.from)) throw new Error(`README.md's "${snippet.heading}" snippet no longer has \`${mistake.from}\` (mistake: ${mistake.what}): update scripts/framework-matrix.js.`);
      const file = mistakeFile(snippet.file, index, mistake.what);
      const text = note(file) + source.replace(mistake.from, mistake.to);
      writeFileSync(join(dir, file), text);
      // The line of the change (or of `at`, where its effect is reported): the mistake counts as
      // rejected by an error there, not elsewhere.
      const changed = text.indexOf(mistake.to);
      const line = text.slice(0, mistake.at ? text.indexOf(mistake.at, changed) : changed).split('\n').length;
      mistakes.push({ ...mistake, file: `readme/${file}`, line, heading: snippet.heading });
    });
  }
  return { files: [...app.snippets.map((snippet) => snippet.file), ...Object.keys(app.generated ?? {})].map((file) => `readme/${file}`), mistakes };
}

/** The checker's errors by file (relative to the app), from its output. */
function errorsByFile(output, appDir) {
  const errors = new Map();
  // ngc colours its output.
  for (const line of output.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) {
    // tsc / vue-tsc / ngc: `file(line,col): error TS…` or `file:line:col - error …`;
    // svelte-check --output machine: `<time> ERROR "file" line:col "message"`.
    const match = /^(?:\d+ ERROR "([^"]+)" (\d+):\d+|([^\s(:]+)(?:\((\d+),\d+\)|:(\d+):\d+)(?::| -) error)/.exec(line.trim());
    if (!match) continue;
    const file = relative(appDir, join(appDir, match[1] ?? match[3])).split('\\').join('/');
    if (!errors.has(file)) errors.set(file, []);
    errors.get(file).push({ line: Number(match[2] ?? match[4] ?? match[5]), text: line.trim() });
  }
  return errors;
}

const version = (pkg) => JSON.parse(readFileSync(join(APPS_DIR, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const CHECKER_PACKAGES = { tsc: 'typescript', 'vue-tsc': 'vue-tsc', 'svelte-check': 'svelte-check', ngc: '@angular/compiler-cli' };
const checkerVersion = (check) => {
  const tool = check.split(' ')[0];
  return `${tool} ${version(CHECKER_PACKAGES[tool])}${tool !== 'tsc' ? `, typescript ${version('typescript')}` : ''}`;
};

function runApp(name, app) {
  const appDir = join(APPS_DIR, name);
  const { files, mistakes } = writeApp(name, app);
  let failed = false;
  for (const [check, [command, args]] of Object.entries(app.checks)) {
    const started = Date.now();
    const result = spawnSync(process.execPath, [relative(appDir, command), ...args], { cwd: appDir, encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`;
    const errors = errorsByFile(output, appDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\n${name}: ${check} (${checkerVersion(check)}; ${app.framework} ${version(app.framework)}), ${seconds} s`);
    const unexpected = [...errors.keys()].filter((file) => !mistakes.some((m) => m.file === file));
    if (unexpected.length || (errors.size === 0 && result.status !== 0 && !mistakes.every((m) => accepted(m, check)))) {
      failed = true;
      console.log(`  FAIL: the README's snippet and typings must pass, and do not:\n${(unexpected.length ? unexpected.flatMap((file) => errors.get(file).map((error) => error.text)) : [output]).map((l) => `    ${l}`).join('\n')}`);
    } else {
      console.log(`  pass: ${files.join(', ')}${app.typings ? ' with readme/typings.d.ts' : ''}`);
    }
    for (const mistake of mistakes) {
      const found = (errors.get(mistake.file) ?? []).filter((error) => error.line === mistake.line).map((error) => error.text);
      const expected = accepted(mistake, check) ? 'accepted' : 'rejected';
      const named = typeof mistake.names === 'object' ? mistake.names[check] : mistake.names;
      const naming = named ? found.filter((text) => text.includes(named)) : found;
      const outcome = naming.length ? 'rejected' : found.length ? `rejected without naming ${named}` : 'accepted';
      if (outcome !== expected) failed = true;
      const first = (naming[0] ?? found[0])?.replace(/^.*?error /, '').replace(/^\d+ ERROR "[^"]+" \d+:\d+ /, '') ?? '';
      console.log(`  ${outcome === expected ? 'ok' : 'FAIL'}: ${mistake.what} (${mistake.from} -> ${mistake.to}) ${outcome}${outcome !== expected ? `, should be ${expected}` : ''}${first ? `: ${first.slice(0, 160)}` : ''}`);
    }
  }
  return !failed;
}

const accepted = (mistake, check) => (mistake.accepted ?? []).some((where) => where === '*' || where === check);

/** publint --strict over the packed files, attw over the tarball for every entry a bundler imports. */
function packageChecks(tarball) {
  let ok = true;
  const run = (label, command, args) => {
    const result = spawnSync(process.execPath, [command, ...args], { encoding: 'utf8' });
    console.log(`\n${label}\n${`${result.stdout}${result.stderr}`.trim().replace(/^/gm, '  ')}`);
    if (result.status !== 0) {
      ok = false;
      console.log('  FAIL');
    }
  };
  run(`publint --strict (publint ${version('publint')})`, bin('publint'), ['--strict', '--pack', 'false', join(APPS_DIR, 'node_modules', 'market-checkout')]);
  // Every entry a bundler imports, each language of `./locales/*` by name (attw skips a wildcard);
  // not the types-only `./types/<framework>` nor the JSON files.
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const languages = readdirSync('src/locales').flatMap((file) => /^([a-z]{2}(-[A-Z]{2})?)\.ts$/.exec(file)?.[1] ?? []);
  const entries = Object.keys(pkg.exports)
    .filter((entry) => entry !== './package.json' && !entry.startsWith('./types/') && !entry.endsWith('.json'))
    .flatMap((entry) => (entry.includes('*') ? languages.map((tag) => entry.replace('*', tag)) : [entry]));
  run(`attw --profile esm-only (@arethetypeswrong/cli ${version('@arethetypeswrong/cli')})`, bin('attw'), [tarball, '--profile', 'esm-only', '--no-color', '--format', 'table-flipped', '--entrypoints', ...entries]);
  return ok;
}

const only = process.argv.slice(2);
const started = Date.now();
installOnce(APPS_DIR, 'framework apps');
const tarball = pack();
unpackInto(tarball, APPS_DIR);
let ok = true;
for (const [name, app] of Object.entries(APPS)) {
  if (only.length && !only.includes(name)) continue;
  try {
    if (!runApp(name, app)) ok = false;
  } catch (error) {
    console.log(`\n${name}: FAIL: ${error.message}`);
    ok = false;
  }
}
if ((!only.length || only.includes('package')) && !packageChecks(tarball)) ok = false;
if (!only.length || only.includes('package')) {
  const { esbuild, entries, warnings } = await buildPacked(tarball, APPS_DIR);
  console.log(`\nesbuild ${esbuild}: every entry (${entries.length}) bundled for the browser, installed and linked`);
  console.log(warnings.length ? `${warnings.map((w) => w.replace(/^/gm, '  ')).join('\n')}\n  FAIL: a partner's build prints warnings about the package` : '  pass: no warning');
  if (warnings.length) ok = false;
}
rmSync(join(tarball, '..'), { recursive: true, force: true });
console.log(`\nframework matrix: ${ok ? 'pass' : 'FAIL'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (!ok) process.exit(1);
