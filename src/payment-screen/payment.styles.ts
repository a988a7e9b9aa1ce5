/**
 * The payment screen's CSS, which travels with it in the payment file: the element's own sheet
 * (src/elements/checkout.styles.ts) draws the form and what every screen shares; these rules are
 * added to the element's shadow root, after its own, when a payment first shows there.
 */

/** The text of a CSS template; named `css` so the build minifies it as it does Lit's (vite.config.ts). */
const css = (strings: TemplateStringsArray): string => strings.join('');

/**
 * The crypto screens. A value's box is a small grid: its label and copy button on one line, the
 * value (first in reading order) on the next, whole, then the network. Copy feedback is laid over
 * a cell that is already there (a positioned child of a grid takes its grid area as containing
 * block), so no feedback ever moves a control: the copied mark over the button itself, a longer
 * message (copy by hand) over the label.
 */
export const paymentCss = css`
  .value {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'label copy' 'value value' 'network network';
    align-items: center;
    gap: var(--_s1) var(--_s3);
  }
  .value .label {
    grid-area: label;
  }
  .value .mono {
    grid-area: value;
  }
  .value [part~='copy-button'] {
    grid-area: copy;
    padding-block: var(--_s1);
    font-size: var(--_small);
    font-weight: 600;
  }
  /* The network the link pays on, on its own line under the amount. */
  .value .network {
    grid-area: network;
  }
  .copy-feedback {
    position: absolute;
    grid-area: label;
    inset: 0;
    display: flex;
    align-items: center;
    background: var(--_bg);
    line-height: 1.25;
    pointer-events: none;
  }
  .copy-feedback.copied {
    grid-area: copy;
    inset-inline-start: auto;
    min-inline-size: 100%;
    justify-content: center;
    gap: var(--_s1);
    padding-inline: var(--_s2);
    white-space: nowrap;
    font-size: var(--_small);
    font-weight: 600;
    color: var(--_success);
    background: color-mix(in srgb, var(--_success) 12%, var(--_bg));
    border: 1px solid var(--_success);
    border-radius: var(--_radius);
  }
  /* The mark is decoration (empty alternative text); an engine without that syntax keeps the first. */
  .copy-feedback.copied::before,
  #paid-heading::before {
    content: '\\2713';
    content: '\\2713' / '';
  }
  /* The amount: the largest thing on the screen; the figure bold, its currency quieter. */
  .amount {
    font-size: var(--_display);
    line-height: 1.2;
    color: var(--_muted);
  }
  .amount [data-copy] {
    font-weight: 700;
    color: var(--_text);
  }
  [part~='address'],
  .slot p {
    padding: var(--_s2) var(--_s3);
    background: var(--_tint);
    border-radius: var(--_radius);
  }
  svg {
    display: block;
    inline-size: min(100%, calc(16 * var(--_u)));
    margin-inline: auto;
    border-radius: 4px;
  }
  /*
   * The ways to pay (payment-view.ts) come in the order a phone needs: Open in wallet and the
   * browser wallets first, the QR code last, for another device. A wide screen with a mouse is that
   * other device: its QR code, for the phone in hand, comes first, with no line over it. A media
   * query chooses before anything is drawn: nothing moves under the buyer.
   */
  .scan {
    display: none;
  }
  .way,
  .way ~ * {
    order: 1;
  }
  .way ~ svg {
    order: 0;
  }
  /* A touch device, whatever its width; or a screen as narrow as a phone, whatever its pointer. */
  @media (pointer: coarse), (max-width: 480px) {
    .scan {
      display: block;
    }
    .way ~ svg {
      order: 1;
    }
  }
  .timer {
    color: var(--_muted);
    font-size: var(--_small);
  }
  .timer span {
    color: var(--_text);
    font-size: var(--_u);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  /*
   * The last minute: the countdown changes colour only (a box of its own would move what is under
   * it, a bolder label the time beside it); the warning itself comes last on the screen.
   */
  .timer.warning,
  .timer.warning span {
    color: var(--_warn);
  }
  .last-minute {
    --_tone: var(--_warn);
    font-weight: 600;
  }
  /* A note on a receipt (more than the amount arrived): the site acts on it, nothing went wrong. */
  .notice.info {
    --_tone: var(--_accent);
  }
  /* The total of the receipt: the figure a buyer checks against their wallet, in full size. */
  .total dd {
    font-size: var(--_u);
    font-weight: 700;
  }
  .ids {
    color: var(--_muted);
    line-height: 1.6;
  }
  /* An id breaks only at the <wbr> after each hyphen, never inside a group a buyer reads out. */
  .mono.id {
    overflow-wrap: normal;
  }
  /* Paid: a calm receipt, a check in a soft circle over the heading. */
  #paid-heading {
    display: grid;
    justify-items: center;
    gap: var(--_s3);
    text-align: center;
  }
  #paid-heading::before {
    display: grid;
    place-items: center;
    inline-size: calc(3 * var(--_u));
    block-size: calc(3 * var(--_u));
    border-radius: 50%;
    font-size: var(--_title);
    color: var(--_success);
    background: color-mix(in srgb, var(--_success) 14%, var(--_bg));
  }
  #paid-heading ~ p,
  .scan {
    color: var(--_muted);
    text-align: center;
  }
`;

/**
 * The "Pay with <wallet>" buttons beside the QR code, each with its icon or the name's first letter,
 * each in a box of its own (wallet-slot.ts) where the busy line with its Cancel, or what an attempt
 * came to with Retry, takes the button's place: the box holds the room of the longest of them
 * (data-room, and data-action beside it, in addressCss), so the button is as tall as that needs and
 * no row waits empty under it.
 */
const walletCss = css`
  .slot {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 0 var(--_s3);
  }
  .slot::before {
    padding: var(--_s2) var(--_s3);
    font-size: var(--_small);
  }
  /* What took the place of the button fills its box: a tinted panel as the address (paymentCss), its line centred, Cancel or Retry beside it. */
  .slot p {
    align-self: stretch;
    display: flex;
    align-items: center;
  }
  .slot::after {
    content: attr(data-action);
    padding: var(--_s2) var(--_s4);
    border: 1px solid;
  }
  .slot::after,
  .slot p + button {
    grid-area: 1 / 2;
    justify-self: stretch;
  }
  /* The button fills its box; a line without an action (a proof missing) has the whole box. */
  .slot .wallet-button,
  .slot p:last-child {
    grid-column: 1 / 3;
  }
  .slot .wallet-button {
    place-self: stretch;
  }
  /* A class, not :has(p): an engine may draw a :has() rule late, or not at all. */
  .over .wallet-button {
    visibility: hidden;
  }
  .wallet-button {
    display: inline-flex;
    align-items: center;
    gap: calc(0.5 * var(--_u));
  }
  .wallet-icon {
    inline-size: calc(1.25 * var(--_u));
    block-size: calc(1.25 * var(--_u));
    line-height: calc(1.25 * var(--_u));
    text-align: center;
    font-weight: 700;
    border-radius: 4px;
    background: var(--_tint);
  }
`;

/** The address's check (address-check-view.ts; its groups of four are the element's own, checkout.styles.ts), and the support copy. */
const addressCss = css`
  .address-check summary {
    inline-size: fit-content;
    font-size: var(--_small);
    color: var(--_muted);
    cursor: pointer;
  }
  .address-check label,
  .address-check input {
    display: block;
    box-sizing: border-box;
    inline-size: 100%;
    margin-block-start: var(--_s2);
  }
  /*
   * Room kept for a line before it shows (the verdict of the address check, the busy line of a
   * wallet): an invisible copy of its longest text (data-room) sizes the grid cell that the line
   * takes, so that it moves nothing and covers nothing.
   */
  [data-room] {
    display: grid;
  }
  [data-room]::before {
    content: attr(data-room);
  }
  [data-room]::before,
  [data-room]::after {
    visibility: hidden;
  }
  [data-room]::before,
  [data-room] > * {
    grid-area: 1 / 1;
  }
  .verdict {
    margin-block-start: var(--_s2);
    font-weight: 600;
  }
  .verdict::before,
  .verdict span {
    padding: var(--_s2) var(--_s3);
    border-inline-start: 4px solid transparent;
  }
  .verdict .same {
    color: var(--_success);
  }
  .verdict .different {
    color: var(--_text);
    border-inline-start-color: var(--_error);
    background: color-mix(in srgb, var(--_error) 12%, var(--_bg));
  }
  /* The text of the support copy keeps its lines when it is selected and copied by hand. */
  .support-text {
    white-space: pre;
  }
  /* A link in a sentence (contact the site): 44 px for a thumb, reaching over the lines around
     it without moving them (inline padding leaves the height of a line alone). */
  .in-sentence {
    padding-block: calc(22px - 0.5em);
  }
  /* The explorer: a link a thumb can hit, like every control here. */
  .support a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
  }
  /* The explorer and the support copy, side by side. */
  .support {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_s2) var(--_s3);
  }
`;

let sheet: CSSStyleSheet | undefined;

/** Adds the payment screen's rules to `root` once, after the element's own, as Lit adds those. */
export function adoptPaymentStyles(root: HTMLElement | DocumentFragment): void {
  if (!(root instanceof ShadowRoot)) return;
  const text = paymentCss + walletCss + addressCss;
  if (!('adoptedStyleSheets' in Document.prototype)) {
    // An engine without constructable sheets gets a <style>, as Lit gives it the element's own.
    if (root.querySelector('style.payment')) return;
    const style = document.createElement('style');
    style.className = 'payment';
    style.textContent = text;
    return void root.append(style);
  }
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
