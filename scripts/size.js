// `npm run size`, and the size lines of `npm run build`: the bundles' weight beside the dependency
// floor (bench/size.js measures it for this and for `npm run bench`), each budgeted line saying
// whether it is within its budget (bench/budgets.js, the one list of them) or over, as the bench's
// report does; `npm run size` fails when one is over.
import { fileURLToPath } from 'node:url';
import {
  CARD_BUDGET,
  CARD_TOTAL_BUDGET,
  CHECKS_BUDGET,
  CLIENT_BUDGET,
  CRYPTO_TOTAL_BUDGET,
  localeBudget,
  PAYMENT_BUDGET,
  SCRIPT_BUDGET,
  WALLET_FIRST_LOAD_BUDGET,
} from '../bench/budgets.js';
import { measureSizes, ratio, sizeBudgetFailures } from '../bench/size.js';

export { measureSizes as sizes };

/** "budget 36300 B: within, 812 B left" or "budget 54500 B: over by 2480 B". */
const verdict = (gzip, budget) =>
  `budget ${budget} B: ${gzip <= budget ? `within, ${budget - gzip} B left` : `over by ${gzip - budget} B`}`;

export function printSizes({ script, module, crypto, card, checks, cardTotal, price, pricedCardTotal, payment, cryptoTotal, walletFirstLoad, client, split, locales, floor, clientFloor, peer }) {
  const line = (what, { gzip, brotli }, note = '') =>
    console.log(`${String(gzip).padStart(7)} B gzip ${String(brotli).padStart(7)} B brotli  ${what}${note}`);
  const budgeted = (what, size, budget, more = '') => line(what, size, `  (${more}${verdict(size.gzip, budget)})`);
  budgeted('dist/market-checkout.iife.js', script, SCRIPT_BUDGET, `${ratio(script.gzip, floor.gzip)}x the floor, gzip; `);
  line('dist/market-checkout.js', module, `  (${ratio(module.gzip, floor.gzip)}x the floor, gzip)`);
  line('dist/market-crypto-checkout.iife.js', crypto);
  budgeted('dist/market-fiat-checkout.iife.js (card only)', card, CARD_BUDGET);
  budgeted(`dist/${checks.name} (the check file, from the buyer's first touch)`, checks, CHECKS_BUDGET);
  budgeted("a card buyer's total: card-only script + check file", cardTotal, CARD_TOTAL_BUDGET);
  line(`dist/${price.name} (the price file, on a priced page alone)`, price);
  line("a card buyer's total on a priced page: card-only script + check file + price file", pricedCardTotal);
  budgeted(`dist/${payment.name}`, payment, PAYMENT_BUDGET);
  budgeted("a crypto buyer's total: combined script + check file + payment file", cryptoTotal, CRYPTO_TOTAL_BUDGET);
  budgeted("browser-wallet code's share of the combined script", walletFirstLoad, WALLET_FIRST_LOAD_BUDGET);
  budgeted('market-checkout/client (bundled, minified)', client, CLIENT_BUDGET);
  line('market-checkout bundled by an app: first load', split.first, `${split.first.qrcode ? '  (qrcode in it!)' : ''}${split.first.zod ? '  (zod in it!)' : ''}`);
  if (split.checks) line('market-checkout bundled by an app: the check chunk', split.checks);
  if (split.lazy) line('market-checkout bundled by an app: the payment chunk', split.lazy);
  for (const locale of locales) budgeted(`dist/locales/${locale.name}`, locale, localeBudget(locale.name));
  if (!locales.length) console.log('        no dist/locales/*.js to weigh');
  line('floor: lit + zod/mini + qrcode core alone', floor);
  line('client floor: zod/mini alone', clientFloor, `  (the client entry is ${ratio(client.gzip, clientFloor.gzip)}x)`);
  line('peer: @getalby/bitcoin-connect bundled', peer);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await measureSizes();
  printSizes(sizes);
  const failures = sizeBudgetFailures(sizes);
  for (const failure of failures) console.error(failure);
  if (failures.length) process.exit(1);
}
