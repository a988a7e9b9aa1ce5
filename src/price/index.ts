/** The price file: what the form's price line needs beyond its reserved room, fetched only on a page that sets a price (src/loading/price.ts). */
export { PriceLine, type PricedForm, type PricedHost, type PriceInputs, type PriceView } from './price-line.js';
export type { PriceQuote, Quote } from './quote-calls.js';
