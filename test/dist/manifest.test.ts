/**
 * custom-elements.json (written by `npm run build` from the elements' JSDoc) describes the
 * contract: every attribute, event, slot, CSS part and CSS custom property of both elements, as
 * editors and framework tooling read them, and nothing the elements do not have.
 */
import { expect } from '@open-wc/testing';
import { MarketCryptoCheckout, MarketFiatCheckout } from '../../src/index.js';

interface Named {
  name: string;
}
interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: (Named & { fieldName?: string })[];
  members?: (Named & { kind: string; attribute?: string })[];
  events?: (Named & { type?: { text: string } })[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
interface Manifest {
  modules: { path: string; declarations?: Declaration[]; exports?: { kind: string; name: string }[] }[];
}

// The contract, /work/shared/spec/widget.md, written out by hand: the independent side of the check.
const COMMON_ATTRIBUTES = ['base-url', 'partner-id', 'domain', 'years', 'max-years', 'owner-address', 'wallet-addrs', 'locked', 'timeout', 'theme', 'price-currency', 'price', 'renewal-price', 'state'];
const CONTRACT = {
  'market-fiat-checkout': {
    attributes: [...COMMON_ATTRIBUTES, 'checkout-id', 'external-user-id', 'processor-connected-account-id'],
    events: ['market-submit', 'market-fiat-session', 'market-fiat-cancelled', 'market-error'],
    slots: ['payment'],
  },
  'market-crypto-checkout': {
    attributes: [...COMMON_ATTRIBUTES, 'currency', 'currencies', 'owner-email', 'owner-name', 'persist', 'support-url', 'chain-reads', 'confirmations'],
    events: ['market-submit', 'market-crypto-payment', 'market-crypto-expired', 'market-crypto-status', 'market-crypto-cancelled', 'market-crypto-sent', 'market-error'],
    slots: [],
  },
} as const;
// `card`: the card's look lives on it, not on the host (widget.md, "Any partner page").
const PARTS = ['card', 'form', 'field', 'input', 'submit', 'error', 'summary', 'price', 'order-total', 'qr', 'address', 'amount', 'timer', 'copy-button', 'wallet-link', 'wallet-button', 'webln-button', 'tx'];
// The type and spacing scales: every size is a step of one of them (README, Theming).
const CSS_PROPERTIES = [
  '--market-font-family',
  '--market-color-accent',
  '--market-color-text',
  '--market-color-background',
  '--market-color-error',
  '--market-radius',
  '--market-font-size',
  '--market-font-size-small',
  '--market-font-size-title',
  '--market-font-size-amount',
  '--market-space',
];
const DETAIL_TYPES: Record<string, string> = {
  'market-submit': 'MarketSubmitDetail',
  'market-fiat-session': 'MarketFiatSessionDetail',
  'market-crypto-payment': 'MarketCryptoPaymentDetail',
  'market-crypto-expired': 'MarketCryptoExpiredDetail',
  'market-crypto-status': 'MarketCryptoStatusDetail',
  'market-crypto-cancelled': 'MarketCryptoCancelledDetail',
  'market-fiat-cancelled': 'MarketFiatCancelledDetail',
  'market-crypto-sent': 'MarketCryptoSentDetail',
  'market-error': 'MarketErrorEventDetail',
};

const names = (list: Named[] | undefined) => (list ?? []).map((item) => item.name).sort();
const camel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

async function element(tag: string): Promise<Declaration> {
  const manifest = (await (await fetch('/custom-elements.json')).json()) as Manifest;
  const found = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName === tag);
  expect(found, `one declaration for <${tag}>`).to.have.length(1);
  return found[0];
}

describe('custom-elements.json', () => {
  for (const [tag, contract] of Object.entries(CONTRACT)) {
    describe(`<${tag}>`, () => {
      it('lists exactly the attributes of the contract, each with its camelCase property', async () => {
        const el = await element(tag);
        expect(names(el.attributes)).to.deep.equal([...contract.attributes].sort());
        for (const attribute of el.attributes!) {
          expect(attribute.fieldName, attribute.name).to.equal(camel(attribute.name));
          const member = el.members!.find((m) => m.name === attribute.fieldName);
          expect(member, `property ${attribute.fieldName}`).to.include({ kind: 'field', attribute: attribute.name });
        }
      });

      it('lists the attributes the element really observes, and the methods submit() and reset()', async () => {
        const el = await element(tag);
        const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
        expect(names(el.attributes)).to.deep.equal([...observed].sort());
        const methods = el.members!.filter((m) => m.kind === 'method').map((m) => m.name);
        expect(methods).to.include.members(['submit', 'reset']);
      });

      it('lists exactly the events of the contract, each typed with its detail', async () => {
        const el = await element(tag);
        expect(names(el.events)).to.deep.equal([...contract.events].sort());
        for (const event of el.events!) {
          expect(event.type?.text, event.name).to.equal(`CustomEvent<${DETAIL_TYPES[event.name]}>`);
        }
      });

      it('lists the slots, the CSS custom properties and parts of the contract only', async () => {
        const el = await element(tag);
        expect(names(el.slots)).to.deep.equal([...contract.slots].sort());
        expect(names(el.cssProperties)).to.deep.equal([...CSS_PROPERTIES].sort());
        expect(PARTS).to.include.members(names(el.cssParts));
      });
    });
  }

  it('lists every CSS part of the contract on one element or the other', async () => {
    const parts = [...(await element('market-fiat-checkout')).cssParts!, ...(await element('market-crypto-checkout')).cssParts!];
    expect([...new Set(names(parts))].sort()).to.deep.equal([...PARTS].sort());
  });

  it('names the element classes the package exports', async () => {
    expect((await element('market-fiat-checkout')).name).to.equal(MarketFiatCheckout.name);
    expect((await element('market-crypto-checkout')).name).to.equal(MarketCryptoCheckout.name);
  });
});
