/// <reference types="vite/client" />
/**
 * The demo page: both elements live against the mock, the mock's misbehaviours and the theme as
 * controls, every event as it fires, and the snippets (read from the files this demo runs, so
 * they cannot drift from what works).
 */
import './demo-wallet.js';
import 'market-checkout';
import type { MarketCryptoPaymentDetail } from 'market-checkout';
import { SCENARIOS, type Scenario } from '../mock/scenarios.js';
import { mountProcessorOnSession, shorten } from './fiat-host.js';
import fiatHostSource from './fiat-host.ts?raw';
import scriptTagPage from './script-tag.html?raw';
import scriptTagScript from './script-tag.js?raw';
import { MOCK_ROOT } from './mock-root.js';
import { useLightningWallet, type DemoLightningWallet } from './lightning-wallet.js';
import { demoStatusSource } from './status-source.js';
import { demoQuote } from './price.js';
import { chainReadsFor, testPaymentFor, type TestPayment } from './test-account.js';

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const stage = $('#stage');
const scenario = $<HTMLSelectElement>('#scenario');

const cryptoCheckout = () => stage.querySelector('market-crypto-checkout')!;
function checkouts() {
  return [...stage.querySelectorAll('market-crypto-checkout'), ...stage.querySelectorAll('market-fiat-checkout')];
}

// The mock reads its behaviour from the last segment of the base URL. `scripted` is left out:
// it serves answers a test queued first.
for (const [name, description] of Object.entries(SCENARIOS)) {
  if (name === 'scripted') continue;
  scenario.append(new Option(`${name}: ${description}`, name));
}
// The demo's BTC purchase is offered over Lightning too (a unified link), as the best Bitcoin
// checkouts offer it; `lightning` answers every other coin, and cards, as `ok` does.
scenario.value = 'lightning' satisfies Scenario;
function applyScenario() {
  const baseUrl = `${MOCK_ROOT}/${scenario.value as Scenario}`;
  for (const checkout of checkouts()) checkout.baseUrl = baseUrl;
  $('#base-url').textContent = baseUrl;
  $('#scenario-hint').textContent = SCENARIOS[scenario.value as Scenario];
}
scenario.addEventListener('change', applyScenario);

// Theme: the two palettes a partner would set, then any property on its own.
const PALETTES: Record<'light' | 'dark', Record<string, string>> = {
  light: {
    '--market-color-accent': '#1d4ed8',
    '--market-color-text': '#111827',
    '--market-color-background': '#ffffff',
    '--market-color-error': '#b91c1c',
  },
  dark: {
    '--market-color-accent': '#93b4ff',
    '--market-color-text': '#f3f4f6',
    '--market-color-background': '#111827',
    '--market-color-error': '#fca5a5',
  },
};
const propertyInputs = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-property]')];
function setProperty(input: HTMLInputElement | HTMLSelectElement) {
  const value = input.value ? input.value + (input.dataset.unit ?? '') : '';
  // Custom properties inherit into the elements' shadow roots, so one container themes both.
  if (value) stage.style.setProperty(input.dataset.property!, value);
  else stage.style.removeProperty(input.dataset.property!);
}
for (const input of propertyInputs) input.addEventListener('input', () => setProperty(input));
for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="theme"]')) {
  radio.addEventListener('change', () => {
    const theme = radio.value as 'system' | 'light' | 'dark';
    document.documentElement.dataset.theme = theme;
    if (theme === 'system') return clearProperties();
    for (const input of propertyInputs) {
      const value = PALETTES[theme][input.dataset.property!];
      if (value) {
        input.value = value;
        setProperty(input);
      }
    }
  });
}
/** Back to the elements' own defaults, which the inputs then show (for the system's scheme). */
function clearProperties() {
  const defaults = PALETTES[matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'];
  for (const input of propertyInputs) {
    stage.style.removeProperty(input.dataset.property!);
    input.value = defaults[input.dataset.property!] ?? (input.type === 'range' ? '8' : '');
  }
}
clearProperties();
$('#theme-reset').addEventListener('click', clearProperties);

// The events, as a host hears them.
const EVENTS = [
  'market-submit',
  'market-fiat-session',
  'market-crypto-payment',
  'market-crypto-expired',
  'market-crypto-status',
  'market-crypto-cancelled',
  'market-fiat-cancelled',
  'market-crypto-sent',
  'market-error',
] as const;
const log = $('#events');
for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const entry = document.createElement('li');
    const title = document.createElement('div');
    const source = (event.target as Element).localName;
    title.textContent = `${new Date().toLocaleTimeString()} ${name} from <${source}>${event.defaultPrevented ? ' (cancelled)' : ''}`;
    const detail = document.createElement('pre');
    detail.textContent = JSON.stringify(event.detail, (key, value) => (key === 'processorEphemeralKey' ? shorten(value) : value), 2);
    entry.append(title, detail);
    log.prepend(entry);
  });
}
$('#events-clear').addEventListener('click', () => log.replaceChildren());

// Elements: their public methods, or fresh ones.
$('#reset-both').addEventListener('click', () => {
  checkouts().forEach((checkout) => checkout.reset());
  followPayment();
});
const pristine = checkouts().map((checkout) => checkout.cloneNode(true) as Element);
$('#remount').addEventListener('click', () => {
  checkouts().forEach((checkout, i) => checkout.replaceWith(pristine[i].cloneNode(true)));
  followPayment();
  wire();
});

// Paying the Bitcoin or Tron payment on screen from a test account, on the mock's chain that the
// element reads back: the transaction waits in the mempool long enough for the element's reads
// (every 5 s) to show "waiting for confirmation" (a Tron payment about 6 s, for the chain of
// java-tron's shape shows only what is mined), then the dev server's chain mines it by itself, so a
// reload at any moment still ends on "paid". What this tab sent for each payment is kept for the
// tab's session, as the element keeps the payment: a reload offers only what is still due.
const MINE_AFTER_S = 10;
const payAll = $<HTMLButtonElement>('#pay-all');
const payPart = $<HTMLButtonElement>('#pay-part');
const chainLog = $('#chain-log');
$('#chain-url').textContent = `${MOCK_ROOT}/esplora`;
$('#mine-after').textContent = String(MINE_AFTER_S);
let onScreen: TestPayment | undefined;
const SENT_KEY = 'market-demo-sent:';
const sentFor = (paymentId: string) => BigInt(sessionStorage.getItem(SENT_KEY + paymentId) ?? '0');
const dueNow = () => (onScreen ? onScreen.amount - sentFor(onScreen.paymentId) : 0n);
function followPayment(detail?: MarketCryptoPaymentDetail) {
  onScreen = detail && testPaymentFor(MOCK_ROOT, detail.response, MINE_AFTER_S);
  const due = dueNow();
  chainLog.textContent = !onScreen
    ? 'No Bitcoin or Tron payment on screen yet.'
    : due > 0n
      ? `${due} ${onScreen.unit} due to ${onScreen.address}.`
      : `All ${onScreen.amount} ${onScreen.unit} sent to ${onScreen.address}: the element follows them on the chain.`;
  offerPayment();
}
/**
 * The buttons only while the element asks for a payment and some of it is due: never once it is
 * confirming or paid, so no second payment can be sent. A button that goes away under the focus
 * hands it to the log that says what happened, rather than to the page's body.
 */
function offerPayment() {
  const offered = cryptoCheckout().getAttribute('state') === 'awaiting-payment' && dueNow() > 0n;
  const focused = document.activeElement === payAll || document.activeElement === payPart;
  payAll.hidden = payPart.hidden = !offered;
  if (!offered && focused) chainLog.focus();
}
document.addEventListener('market-crypto-payment', (event) => followPayment(event.detail));
document.addEventListener('market-crypto-cancelled', () => followPayment());
const stateWatch = new MutationObserver(offerPayment);
/** One payment at a time; a second press meanwhile does nothing (the buttons stay focusable: no `disabled`). */
let paying = false;
async function payOnScreen(part: boolean) {
  const due = dueNow();
  if (!onScreen || due <= 0n || paying) return;
  const { paymentId, unit, minedIn } = onScreen;
  const units = part ? (due + 1n) / 2n : due;
  paying = true;
  try {
    const txid = await onScreen.pay(units);
    sessionStorage.setItem(SENT_KEY + paymentId, String(sentFor(paymentId) + units));
    chainLog.textContent = `Sent ${units} ${unit} in ${txid.slice(0, 12)}…, ${dueNow()} ${unit} still due; the chain mines it in ${minedIn}.`;
  } catch (error) {
    chainLog.textContent = String(error);
  } finally {
    paying = false;
    offerPayment();
  }
}
payAll.addEventListener('click', () => payOnScreen(false));
payPart.addEventListener('click', () => payOnScreen(true));

// The test Lightning wallet: the element reads `window.webln` when it draws the payment screen.
const lightningWallet = $<HTMLSelectElement>('#lightning-wallet');
function applyLightningWallet() {
  useLightningWallet(lightningWallet.value as DemoLightningWallet);
  cryptoCheckout().requestUpdate();
}
lightningWallet.addEventListener('change', applyLightningWallet);
applyLightningWallet();

// Payment status: set from code as a host would, or polled from the example source.
let shown: MarketCryptoPaymentDetail | undefined;
document.addEventListener('market-crypto-payment', (event) => (shown = event.detail));
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-status]')) {
  button.addEventListener('click', () => {
    const state = button.dataset.status as 'seen' | 'confirmed' | 'underpaid';
    // 40% of the amount, as a plain decimal string in the asset's units.
    const received = (shown?.response.amount ?? 0) * 0.4;
    cryptoCheckout().paymentStatus =
      state === 'underpaid' ? { state, received: received.toFixed(8).replace(/\.?0+$/, '') } : { state };
  });
}
const statusSource = $<HTMLInputElement>('#status-source');
const persistNone = $<HTMLInputElement>('#persist-none');
function applyStatusOptions() {
  cryptoCheckout().paymentStatusSource = statusSource.checked ? demoStatusSource : undefined;
  cryptoCheckout().persist = persistNone.checked ? 'none' : 'session';
}
statusSource.addEventListener('change', applyStatusOptions);
persistNone.addEventListener('change', applyStatusOptions);

function wire() {
  cryptoCheckout().setAttribute('chain-reads', chainReadsFor(MOCK_ROOT));
  // The demo's chains live on this dev server, which no block explorer knows (and the element
  // links only https: pages): no explorer links, rather than a real explorer's page for a hash it never saw.
  cryptoCheckout().explorers = {};
  // Priced by the page's quote (demo/price.ts): the table, a slow premium name, a failing one.
  cryptoCheckout().quote = demoQuote;
  stateWatch.disconnect();
  stateWatch.observe(cryptoCheckout(), { attributes: true, attributeFilter: ['state'] });
  offerPayment();
  applyScenario();
  applyStatusOptions();
  mountProcessorOnSession(stage.querySelector('market-fiat-checkout')!);
}
wire();

// The snippets: the files themselves, and the fiat element's markup from this page.
function markupOf(element: Element, baseUrl: string): string {
  const attributes = [`base-url="${baseUrl}"`, ...[...element.attributes].filter((a) => a.name !== 'state').map((a) => `${a.name}="${a.value}"`)];
  return `<${element.localName}\n  ${attributes.join('\n  ')}\n></${element.localName}>`;
}
$('#snippet-script-tag').textContent = `${scriptTagPage.trim()}\n\n<!-- script-tag.js -->\n${scriptTagScript.trim()}`;
$('#snippet-markup').textContent = markupOf(stage.querySelector('market-fiat-checkout')!, 'https://your-service.example');
$('#snippet-package').textContent = fiatHostSource.trim();
for (const code of document.querySelectorAll('.snippet code')) {
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.textContent = 'Copy';
  copy.addEventListener('click', async () => {
    await navigator.clipboard.writeText(code.textContent ?? '');
    copy.textContent = 'Copied';
    setTimeout(() => (copy.textContent = 'Copy'), 1500);
  });
  code.closest('.snippet')!.append(copy);
}
