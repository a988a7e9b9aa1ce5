/**
 * The README's framework snippets, compiled by each framework's own tools (scripts/framework-snippets.js
 * reads them from README.md when the test asks), mounted into this page against the mock service.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { ARRIVES, choose, fill, normalize, shadow, type ElementUnderTest } from '../helpers/buyer.js';
import { requireBuild } from '../dist/page.js';

/** The wallet the Vue snippet declares itself, and the one given to the others as their `wallets`. */
export const README_WALLETS = [{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }];

export interface MountedSnippet {
  container: HTMLElement;
  unmount(): void;
}

interface SnippetModule {
  mount(container: HTMLElement, props: Record<string, unknown>): Promise<() => void>;
}

/** Mounts the snippet under README's `### <framework>` heading, talking to `baseUrl`. */
export async function mountSnippet(
  framework: 'react' | 'vue' | 'svelte' | 'angular',
  baseUrl: string,
  props: Record<string, unknown> = {},
): Promise<MountedSnippet> {
  // `import 'market-checkout'` in the snippet is the package entry, built by `npm run build`.
  await requireBuild();
  const url = `/__frameworks/${framework}.js?base-url=${encodeURIComponent(baseUrl)}`;
  const { mount } = (await import(url)) as SnippetModule;
  const container = document.createElement('div');
  document.body.append(container);
  const unmount = await mount(container, props);
  return {
    container,
    unmount() {
      unmount();
      container.remove();
    },
  };
}

/**
 * How often listeners on the element read `detail[key]` of the next `type` event: the count is
 * taken once the event has passed the element (on its way up to the window), so it counts the
 * snippet's own listener and nothing of this test's.
 */
export function readsByListeners(type: string, key: string): Promise<{ reads: number; detail: Record<string, unknown> }> {
  return new Promise((resolve) => {
    let reads = 0;
    // The detail itself is deep-frozen: the event is handed a counting view of it instead.
    const count = (event: Event) => {
      const detail = (event as CustomEvent<Record<string, unknown>>).detail;
      const counting = new Proxy(detail, {
        get: (target, name) => {
          if (name === key) reads += 1;
          return Reflect.get(target, name);
        },
      });
      Object.defineProperty(event, 'detail', { get: () => counting, configurable: true });
    };
    window.addEventListener(type, count, { capture: true, once: true });
    window.addEventListener(
      type,
      (event) => resolve({ reads, detail: (event as CustomEvent<Record<string, unknown>>).detail }),
      { once: true },
    );
  });
}

/** The element the snippet rendered, checked to be the defined custom element. */
export function rendered<T extends HTMLElement>(container: HTMLElement, tag: string): T {
  const el = container.querySelector<T>(tag);
  expect(el, `the snippet renders <${tag}>`).to.exist;
  expect(customElements.get(tag), `${tag} is defined`).to.equal(el!.constructor);
  return el!;
}

/** The premium name every snippet's `quote` prices, at 2500 euros a year. */
export const PREMIUM_NAME = 'coffee.com';
const euros = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);
const priceLine = (el: Element) => normalize(shadow(el).querySelector('[part="price"] strong')?.textContent);

/**
 * The snippet's bound `quote`, asked by the element: the premium name for 2 years shows its total
 * in the price line (once the price file, loaded beside the package entry, is here), and any other
 * name shows none, the quote's `undefined`.
 */
export async function expectQuoted(el: ElementUnderTest): Promise<void> {
  await fill(el, 'domain', PREMIUM_NAME);
  await choose(el, 'years', '2');
  await waitUntil(() => priceLine(el).includes(euros(5000)), `the snippet’s quote prices ${PREMIUM_NAME} for 2 years`, ARRIVES);
  expect(priceLine(el)).to.equal(`Total for 2 years: ${euros(5000)}`);
  await fill(el, 'domain', 'example.com');
  await waitUntil(() => priceLine(el) === '' && shadow(el).querySelector('[part="price"]')?.getAttribute('aria-busy') === 'false', 'an unpriced name shows no total', ARRIVES);
}
