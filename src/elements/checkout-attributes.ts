/**
 * The attributes and properties both elements take, with their docs and defaults, apart from what
 * the elements do with them (checkout-element.ts): Lit adds each element's own declarations to
 * these. The card element and the crypto element extend CheckoutElement, which extends this.
 */
import { LitElement, type PropertyDeclarations } from 'lit';
import { DEFAULT_MAX_YEARS, DEFAULT_TIMEOUT } from '../api/limits.js';
import type { WalletRow } from '../form/host-input.js';
import { numberAttribute, type Theme } from '../form/host-settings.js';
import type { Strings } from '../locales/strings.js';
import type { Quote } from '../price/index.js';

export class CheckoutAttributes extends LitElement {
  /**
   * Lit's static declaration, not decorators (their runtime weighed 400 B gzip); each field below keeps its docs and default.
   * Each field's JSDoc names its attribute again (`@attr`): the declaration files, which is what
   * lit-analyzer reads of an installed package, keep comments but not this object (nor decorators);
   * `npm run build` fails when the two disagree.
   */
  static override properties: PropertyDeclarations = {
    baseUrl: { attribute: 'base-url', useDefault: true },
    partnerId: { attribute: 'partner-id', useDefault: true },
    domain: { useDefault: true },
    years: { converter: numberAttribute, useDefault: true },
    maxYears: { attribute: 'max-years', converter: numberAttribute, useDefault: true },
    ownerAddress: { attribute: 'owner-address', useDefault: true },
    walletAddrs: { attribute: 'wallet-addrs', useDefault: true },
    locked: { useDefault: true },
    timeout: { converter: numberAttribute, useDefault: true },
    theme: { reflect: true },
    strings: { attribute: false },
    priceCurrency: { attribute: 'price-currency', useDefault: true },
    price: { useDefault: true },
    renewalPrice: { attribute: 'renewal-price', useDefault: true },
    quote: { attribute: false },
  };

  /**
   * Service base address: https, or http on localhost only.
   * @attr base-url
   */
  baseUrl = '';
  /**
   * The partner's UUID; set by the host, never shown.
   * @attr partner-id
   */
  partnerId = '';
  /**
   * The domain to buy; prefill, then what the buyer typed.
   * @attr domain
   */
  domain = '';
  /**
   * Registration period in years; prefill, default 1.
   * @attr years
   */
  years = 1;
  /**
   * The most years offered; default 10, at most 100.
   * @type {number}
   * @attr max-years
   */
  maxYears = DEFAULT_MAX_YEARS;
  /**
   * The owner's 0x address; prefill.
   * @attr owner-address
   */
  ownerAddress = '';
  /**
   * Wallet addresses to attach: JSON text of `[{addr, coinId}]` (the attribute's form) or an array.
   * @attr wallet-addrs
   */
  walletAddrs: readonly WalletRow[] | string = [];
  /**
   * Field names the buyer may see but not edit: space-separated text, e.g. `domain years`, or an array.
   * @attr locked
   */
  locked: string | readonly string[] = '';
  /**
   * Request timeout in ms; default 20000.
   * @type {number}
   * @attr timeout
   */
  timeout = DEFAULT_TIMEOUT;
  /**
   * `light`, `dark` or `auto` (the buyer's system setting); unset, the page's `color-scheme` decides.
   * @attr theme
   */
  theme: Theme | undefined = undefined;
  /** Replacements for any of the buyer-facing texts. */
  strings: Partial<Strings> = {};
  /**
   * ISO 4217 code of the host's prices, e.g. `EUR`; no price is shown for a code the browser does not format as a currency.
   * @attr price-currency
   */
  priceCurrency = '';
  /**
   * The first year's price: a plain decimal (`9.99`), no more places than the currency's minor unit.
   * @attr price
   */
  price = '';
  /**
   * Each later year's price, in the same form; unset, the same as `price`.
   * @attr renewal-price
   */
  renewalPrice = '';
  /**
   * The host's price for what the form holds (premium names, promotions, taxes); set, it replaces the price attributes.
   * Answers `{ currency, total, price?, renewalPrice? }` (plain decimals), or `undefined` for no price.
   */
  quote: Quote | undefined = undefined;

}
