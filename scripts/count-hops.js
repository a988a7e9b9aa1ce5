// `node scripts/count-hops.js`: the files a reader opens to follow a crypto payment's two paths
// through the calls, from the buyer's focus to the QR code and from a chain read to "paid",
// counted from the code rather than written by hand. `--write` puts the walks into
// ARCHITECTURE.md between their markers; test/node/architecture.test.js fails when the document
// differs from what this prints, or when a hop no longer holds in the code.
//
// What is hand-written and what is read: each hop below names a caller's module, the function it
// calls and the module that defines it. Who calls what cannot be read from imports alone (an
// element holds its controllers, Lit calls a controller's hostUpdate, the session calls through
// the port), so the hops are listed; but each is checked against the source (scripts/imports.js's
// parser): the callee's module must define the function (a function, method or const), the
// caller must call it (`name()`, `x.name()` or `new name()`; not for Lit's own calls and
// callbacks, which say so), and the caller must reach the callee's module by its imports, at most two steps (a
// call through an object whose type another module declares, like the port's), or the other way
// round for a subclass's method or a callback handed down. The count is then the modules the
// hops open, each once. After a change of the code, run it again: a hop that no longer holds is
// named with the reason; a hop that still holds is counted as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { allImports, modulesUnder } from './imports.js';

const FOCUS = 'elements/crypto-checkout/crypto-checkout.ts';
const ELEMENT = 'elements/checkout-element.ts';
const LOADER = 'controllers/payment-loader.ts';
const SESSION = 'payment-screen/payment-session.ts';
const POLLER = 'payment-screen/status-poller.ts';
const FOLLOWER = 'payment-screen/chain-follower.ts';
const READS = 'payment-screen/payment-reads.ts';
const SCREENS = 'payment-screen/payment-screens.ts';

/**
 * The walks: `how` is 'lit' for a call Lit makes (a controller's hostUpdate, an element's
 * render), 'callback' for a function handed to the caller and called there by another name,
 * 'subclass' for an abstract method a subclass defines, 'import' for a dynamic import().
 */
export const WALKS = {
  'focus-to-qr': {
    title: "From the buyer's focus to the QR code",
    hops: [
      { from: FOCUS, call: 'prefetch', to: LOADER, note: 'a `focusin` or `input` listener starts loading the payment file' },
      { from: LOADER, call: 'loadPaymentScreen', to: 'loading/payment.ts', note: 'once per page; a failure is a `network` MarketError' },
      { from: 'loading/payment.ts', call: 'importPaymentScreen', to: 'loading/imports.ts', note: 'the self-contained bundles swap in imports-beside.ts and beside.ts (scripts/vite/swaps.ts)' },
      { from: 'loading/imports.ts', call: 'import()', to: 'payment-screen/index.ts', how: 'import', note: 'the payment file' },
      { from: ELEMENT, call: 'loadChecks', to: 'loading/checks.ts', note: "the same `focusin` or `input` starts loading the check file; the submit waits for it, a failure is a `network` MarketError" },
      { from: 'loading/checks.ts', call: 'importChecks', to: 'loading/imports.ts', note: 'swapped likewise' },
      { from: 'loading/imports.ts', call: 'import()', to: 'checks/index.ts', how: 'import', note: 'the check file' },
      { from: ELEMENT, call: 'submit', to: ELEMENT, note: 'the button (or `submit()`)' },
      { from: ELEMENT, call: 'submit', to: 'controllers/purchase-controller.ts', note: 'the one attempt in flight; state `submitting`' },
      { from: ELEMENT, call: 'prepareRequest', to: 'checks/index.ts', note: "the request validated; the host's problems are `invalid-config`, the buyer's `invalid-input`" },
      { from: ELEMENT, call: 'requestSchema', to: FOCUS, how: 'subclass', note: "the crypto element's request schema" },
      { from: FOCUS, call: 'cryptoRequestSchemaFor', to: 'checks/schemas.ts', note: 'made at the first submit' },
      { from: 'controllers/purchase-controller.ts', call: 'emit', to: 'controllers/events.ts', note: '`market-submit`, cancelable' },
      { from: ELEMENT, call: 'send', to: FOCUS, how: 'subclass', note: 'the POST waits for the payment file' },
      { from: FOCUS, call: 'ready', to: LOADER, note: 'the payment file, or a `network` error with nothing sent' },
      { from: FOCUS, call: 'purchaseCheckedCrypto', to: 'checks/client.ts', note: "POSTs and reads the answer's schema" },
      { from: 'checks/client.ts', call: 'guard', to: FOCUS, how: 'callback', note: "the crypto element's payment-link guard, handed down: the check file carries none" },
      { from: FOCUS, call: 'checkPaymentLink', to: 'payment-link/guard.ts', note: 'the link against the address, the amount and the asset' },
      { from: ELEMENT, call: 'accept', to: FOCUS, how: 'subclass', note: 'the answer accepted' },
      { from: FOCUS, call: 'acceptedPayment', to: 'payment/accepted-payment.ts', note: "the accepted payment, the purchase's last state, its deadline on this page's clock" },
      { from: LOADER, call: 'hostUpdate', to: LOADER, how: 'lit', note: 'at the next update the loader adds a session for the payment' },
      { from: LOADER, call: 'begin', to: SESSION, note: 'the payment arrived: the session holds it from here, `awaiting-payment`' },
      { from: SESSION, call: 'emit', to: 'controllers/events.ts', note: '`market-crypto-payment`, through the port' },
      { from: SESSION, call: 'save', to: 'payment/resume-store.ts', note: 'kept for the tab, through the port' },
      { from: SESSION, call: 'countdown', to: LOADER, how: 'callback', note: "the countdown the port lends, made by the loader" },
      { from: LOADER, call: 'CountdownController', to: 'controllers/countdown-controller.ts', note: '`begin` starts it' },
      { from: SESSION, call: 'hostUpdate', to: SESSION, how: 'lit', note: "before the render: the QR code's path" },
      { from: SESSION, call: 'qrPath', to: 'payment-screen/qr-path.ts', note: "qrcode's core encoder" },
      { from: 'payment-screen/qr-path.ts', call: 'planSegments', to: 'payment-screen/qr-segments.ts', note: "the link's segments" },
      { from: FOCUS, call: 'render', to: LOADER, note: 'the element renders what the loader shows' },
      { from: LOADER, call: 'render', to: SESSION, note: "the session's screen" },
      { from: SESSION, call: 'paymentScreen', to: SCREENS, note: 'the screen for the payment as it stands' },
      { from: SCREENS, call: 'paymentView', to: 'payment-screen/payment-view.ts', note: 'amount, address, QR code, link, countdown' },
      { from: 'payment-screen/payment-view.ts', call: 'addressView', to: 'payment-screen/address-view.ts', note: 'the address in groups' },
    ],
  },
  'chain-to-paid': {
    title: 'From a chain read to "paid"',
    hops: [
      { from: SESSION, call: 'update', to: READS, note: 'after each render: what is read for the payment now' },
      { from: READS, call: 'chooseSource', to: 'payment-screen/read-source.ts', note: "the element's own source: the wallet that sent it, or the chain" },
      { from: 'payment-screen/read-source.ts', call: 'chainSource', to: FOLLOWER, note: "the chain's source for the payment" },
      { from: READS, call: 'start', to: POLLER, note: 'the follower polls it' },
      { from: POLLER, call: 'chainSource', to: FOLLOWER, how: 'callback', note: 'each poll calls the source' },
      { from: FOLLOWER, call: 'evmReader', to: 'chain/evm.ts', note: "the network's reader (esplora.ts, solana.ts for the others)" },
      { from: 'chain/evm.ts', call: 'narrower', to: 'chain/log-span.ts', note: "`eth_getLogs` within the span the endpoint allows" },
      { from: FOLLOWER, call: 'jsonRpc', to: 'chain/json-rpc.ts', note: 'JSON-RPC over the bounded read' },
      { from: 'chain/json-rpc.ts', call: 'readJson', to: 'chain/read-json.ts', note: 'no cookies, no redirects, 1 MiB' },
      { from: 'chain/evm.ts', call: 'settle', to: 'chain/reader.ts', note: "a reader's answer or its failure" },
      { from: FOLLOWER, call: 'tally', to: 'chain/tally.ts', note: 'what the transfers found add up to' },
      { from: READS, call: 'ownRead', to: SESSION, how: 'callback', note: 'what was found goes to the session (handed down as `ReadsHeard`), unless the host has spoken' },
      { from: SESSION, call: 'byRead', to: 'payment/payment-moves.ts', note: 'what the read makes of the payment' },
      { from: 'payment/payment-moves.ts', call: 'followedProgress', to: 'payment/payment-status.ts', note: 'where the status leads' },
      { from: SESSION, call: 'emit', to: 'controllers/events.ts', note: '`market-crypto-status` when it is news, through the port' },
      { from: FOCUS, call: 'render', to: LOADER, note: 'the one update the move asked for' },
      { from: LOADER, call: 'render', to: SESSION, note: "the session's screen" },
      { from: SESSION, call: 'paymentScreen', to: SCREENS, note: 'the screen for the payment as it stands' },
      { from: SCREENS, call: 'receiptView', to: 'payment-screen/after-payment.ts', note: '"paid", the receipt' },
    ],
  },
};

/** Names a module defines (functions, classes and their methods, object methods, consts) and names it calls (`f()`, `x.f()`, `new F()`). */
function namesOf(text, path) {
  const defines = new Set();
  const calls = new Set();
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const key = node.key?.name ?? node.key?.value;
    if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) defines.add(node.id.name);
    else if ((node.type === 'MethodDefinition' || node.type === 'TSAbstractMethodDefinition' || node.type === 'PropertyDefinition') && key) defines.add(key);
    else if (node.type === 'Property' && key && /Function/.test(node.value?.type ?? '')) defines.add(key);
    else if (node.type === 'VariableDeclarator' && node.id?.type === 'Identifier') defines.add(node.id.name);
    else if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
      if (callee?.type === 'Identifier') calls.add(callee.name);
    }
    for (const k of Object.keys(node)) if (k !== 'parent') visit(node[k]);
  };
  visit(parseAst(text, { lang: path.endsWith('.ts') ? 'ts' : 'js' }));
  return { defines, calls };
}

/** Checks each hop against src/ and returns the walks with their modules, or throws naming every hop that fails. */
export function walk(walks = WALKS, root = 'src') {
  const modules = new Set(modulesUnder(root));
  const edges = allImports(root).filter((edge) => edge.to);
  const importsFrom = new Map();
  for (const edge of edges) importsFrom.set(edge.from, [...(importsFrom.get(edge.from) ?? []), edge]);
  const text = (path) => readFileSync(`${root}/${path}`, 'utf8');
  const names = new Map();
  const namesIn = (path) => {
    if (!names.has(path)) names.set(path, namesOf(readFileSync(`${root}/${path}`, 'utf8'), path));
    return names.get(path);
  };
  /** Whether `a` imports `b`, directly or through one module between. */
  const reaches = (a, b) => a === b || (importsFrom.get(a) ?? []).some((e) => e.to === b || (importsFrom.get(e.to) ?? []).some((f) => f.to === b));

  const failures = [];
  const result = {};
  for (const [id, { title, hops }] of Object.entries(walks)) {
    const files = [];
    const open = (path) => files.includes(path) || files.push(path);
    for (const [i, hop] of hops.entries()) {
      const where = `${id}, hop ${i + 1} (${hop.from} → ${hop.call} in ${hop.to})`;
      const missing = [hop.from, hop.to].filter((path) => !modules.has(path));
      if (missing.length) {
        failures.push(`${where}: no module ${missing.join(', ')} under ${root}/`);
        continue;
      }
      if (hop.how === 'import') {
        if (!edges.some((e) => e.from === hop.from && e.to === hop.to && e.kind === 'dynamic')) failures.push(`${where}: no import() of it there`);
      } else {
        if (!namesIn(hop.to).defines.has(hop.call)) failures.push(`${where}: ${hop.to} defines no ${hop.call}`);
        const called = namesIn(hop.from).calls.has(hop.call);
        if (!called && hop.how !== 'lit' && hop.how !== 'callback') failures.push(`${where}: ${hop.from} does not call ${hop.call}`);
        const back = hop.how === 'subclass' || hop.how === 'callback';
        if (!reaches(hop.from, hop.to) && !(back && reaches(hop.to, hop.from))) failures.push(`${where}: ${hop.from} does not reach ${hop.to} by its imports`);
      }
      open(hop.from);
      open(hop.to);
    }
    result[id] = { title, hops, files };
  }
  if (failures.length) throw new Error(`The walks of scripts/count-hops.js no longer hold in the code:\n- ${failures.join('\n- ')}`);
  return result;
}

/**
 * The text ARCHITECTURE.md holds between `<!-- hops:<id> -->` and `<!-- /hops:<id> -->`: the
 * hops in order, each module numbered where the walk first opens it.
 */
export function markdown({ title, hops, files }) {
  const seen = [];
  const opened = (path) => (seen.includes(path) ? '' : `${seen.push(path)}`);
  const name = (path) => `\`${path}\``;
  const how = { lit: ' (Lit calls it)', callback: ' (handed down, called back)', subclass: " (the subclass's)", import: '' };
  const rows = hops.map((hop, i) => {
    const from = opened(hop.from);
    const to = opened(hop.to);
    const call = hop.how === 'import' ? '`import()`' : `\`${hop.call}\`${how[hop.how] ?? ''}`;
    return `| ${i + 1} | ${[from, to].filter(Boolean).join(', ')} | ${name(hop.from)} | ${call} | ${name(hop.to)} | ${hop.note} |`;
  });
  return [
    `${title}, a walk of the calls opens **${files.length} files** under \`src/\` in ${hops.length} hops, as`,
    '`node scripts/count-hops.js` counts them from the code ("opens": the modules a hop opens first, numbered):',
    '',
    '| hop | opens | caller | calls | defined in | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

const marked = (id) => new RegExp(`(<!-- hops:${id} -->)[^]*?(<!-- /hops:${id} -->)`);

/** ARCHITECTURE.md with each walk's block as the code gives it now. */
export function documented(doc, walks) {
  let out = doc;
  for (const [id, w] of Object.entries(walks)) {
    if (!marked(id).test(out)) throw new Error(`ARCHITECTURE.md has no <!-- hops:${id} --> … <!-- /hops:${id} --> block.`);
    out = out.replace(marked(id), (_, open, close) => `${open}\n${markdown(w)}\n${close}`);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const walks = walk();
  for (const w of Object.values(walks)) console.log(`${markdown(w)}\n`);
  if (process.argv.includes('--write')) {
    writeFileSync('ARCHITECTURE.md', documented(readFileSync('ARCHITECTURE.md', 'utf8'), walks));
    console.log('ARCHITECTURE.md: the walks written.');
  }
}
