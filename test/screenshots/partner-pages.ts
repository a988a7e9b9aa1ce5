/**
 * Partner pages whose own CSS would reach the checkout (widget.md, "Any partner page"): a root
 * font size other than 16 px, resets that match every element (the checkout's host with them),
 * and a `display` written on the element itself. Each is the CSS of one page, put on the test
 * page while a test runs; the checkout must look on it exactly as on a page without it.
 */
import type { Checkout } from '../../demo/gallery-states.js';

export interface PartnerPage {
  /** File- and title-safe. */
  name: string;
  /** The page's style sheet. */
  css: string;
  /** What the page does to the element itself once mounted. */
  onElement?(el: Checkout): void;
}

export const PARTNER_PAGES: readonly PartnerPage[] = [
  { name: 'root font size 62.5%', css: 'html { font-size: 62.5% }' },
  { name: 'root font size 10px', css: ':root { font-size: 10px }' },
  { name: '* { all: revert }', css: '* { all: revert }' },
  {
    name: '* { padding: 0; margin: 0; box-sizing: content-box }',
    // The body keeps its margin, so the room the page gives the element is the clean page's.
    css: '* { padding: 0; margin: 0; box-sizing: content-box } body { margin: 8px }',
  },
  {
    name: 'a page rule: display inline, border and padding on the element',
    css: 'market-crypto-checkout, market-fiat-checkout { display: inline; padding: 0; border: 0; width: 10px; font: 8px serif }',
  },
  // The test page has no Content-Security-Policy; a partner's page with a style attribute has none either.
  { name: 'style="display:inline" on the element', css: '', onElement: (el) => el.setAttribute('style', 'display:inline') },
];

let sheet: HTMLStyleElement | undefined;

/** Puts `page`'s style sheet on the test page (until `leavePartnerPage`). */
export function enterPartnerPage(page: PartnerPage): void {
  leavePartnerPage();
  sheet = document.createElement('style');
  sheet.textContent = page.css;
  document.head.append(sheet);
}

export function leavePartnerPage(): void {
  sheet?.remove();
  sheet = undefined;
}
