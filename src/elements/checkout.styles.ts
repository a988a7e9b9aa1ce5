/**
 * The look both elements share. Appearance comes from the contract's CSS custom properties on
 * the host, with light and dark defaults picked by the colour scheme (see `theme` below);
 * everything else derives from them (muted text, lines, tints), so a partner's five colours
 * restyle the whole element. Logical properties keep
 * right-to-left pages right; addresses, amounts and the like read left to right but line up
 * with the page's side. The font stacks name each platform's font once (a family missing on
 * the machine costs a font lookup at startup; Arial is Liberation Sans on Linux with
 * fonts-liberation, Android's sans-serif is Roboto), so screenshots compare on any such machine. Control borders (`--_line`)
 * keep 3:1 against the background; rules and tints are decoration.
 */
import { css } from 'lit';

export const checkoutStyles = css`
  /*
   * The page is not ours: a page rule that matches the element itself (a reset such as
   * all: revert, or padding: 0 on every element) wins over :host, so :host holds only display
   * and the custom properties (which no such rule touches); the card look lives on the card
   * inside the shadow root. Sizes count in --_u, never rem: a page whose root font size is
   * 62.5% gets the same checkout as any other. --market-font-size scales it on purpose.
   */
  :host {
    --_accent: var(--market-color-accent, light-dark(#1d4ed8, #93b4ff));
    --_text: var(--market-color-text, light-dark(#111827, #f3f4f6));
    --_bg: var(--market-color-background, light-dark(#fff, #111827));
    --_error: var(--market-color-error, light-dark(#b91c1c, #fca5a5));
    --_warn: light-dark(#92400e, #fcd34d);
    --_success: light-dark(#166534, #86efac);
    --_radius: var(--market-radius, 8px);
    --_muted: color-mix(in srgb, var(--_text) 70%, var(--_bg));
    --_line: color-mix(in srgb, var(--_text) 50%, var(--_bg));
    --_rule: color-mix(in srgb, var(--_text) 15%, var(--_bg));
    --_tint: color-mix(in srgb, var(--_text) 5%, var(--_bg));
    /*
     * One type scale: small (labels, hints, ids), body, title (headings) and amount (the one
     * figure a buyer must get right), each a step of --market-font-size unless a partner sets it.
     */
    --_u: var(--market-font-size, 16px);
    --_small: var(--market-font-size-small, calc(0.875 * var(--_u)));
    --_title: var(--market-font-size-title, calc(1.25 * var(--_u)));
    --_display: var(--market-font-size-amount, calc(1.75 * var(--_u)));
    /*
     * One spacing scale: every gap and padding is a whole number of --market-space steps (a
     * quarter of the text size by default): 1 inside a line, 2 from a label to its control, 3
     * and 4 inside boxes, 5 between the parts of a screen and around the card.
     */
    --_sp: var(--market-space, calc(0.25 * var(--_u)));
    --_s1: var(--_sp);
    --_s2: calc(2 * var(--_sp));
    --_s3: calc(3 * var(--_sp));
    --_s4: calc(4 * var(--_sp));
    --_s5: calc(5 * var(--_sp));
    display: block;
  }
  /* Its language on its way (locale-controller.ts): no words rather than English, not even the frame. */
  .waiting {
    visibility: hidden;
  }
  [part~='card'] {
    display: block;
    box-sizing: border-box;
    max-inline-size: calc(32 * var(--_u));
    margin: 0;
    padding: var(--_s5);
    font: var(--_u) / 1.5 var(--market-font-family, -apple-system, BlinkMacSystemFont, 'Segoe UI', Arial, sans-serif);
    color: var(--_text);
    background: var(--_bg);
    border: 1px solid var(--_rule);
    border-radius: var(--_radius);
    /*
     * Inherited text styles that a host page sets on an ancestor (the stock Vite React template
     * centres all text in #root) stop here: font above resets style, weight, variant, stretch
     * and line height; these are the rest. (No quotes in these comments: the build minifier
     * reads quotes as strings.)
     */
    text-align: start;
    text-indent: 0;
    text-transform: none;
    text-shadow: none;
    letter-spacing: normal;
    word-spacing: normal;
    white-space: normal;
    word-break: normal;
    overflow-wrap: normal;
    hyphens: manual;
    font-feature-settings: normal;
    font-variation-settings: normal;
    font-kerning: auto;
    font-size-adjust: none;
    text-rendering: auto;
    -webkit-text-fill-color: currentcolor;
    -webkit-text-stroke: 0;
    cursor: auto;
  }
  /*
   * Colours are light-dark() pairs, chosen by the used colour scheme. With no theme attribute,
   * color-scheme is inherited: the page decides, so a page that never opted into dark stays
   * light whatever the system says. The attribute forces one, or follows the system (auto),
   * on the card: on the host, a page rule on the element (all: revert) would undo it.
   */
  :host([theme='light']) [part~='card'] {
    color-scheme: light;
  }
  :host([theme='dark']) [part~='card'] {
    color-scheme: dark;
  }
  :host([theme='auto']) [part~='card'] {
    color-scheme: light dark;
  }
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: inherit;
  }
  form,
  section,
  fieldset {
    display: grid;
    gap: var(--_s5);
  }
  .field {
    display: grid;
    gap: var(--_s2);
  }
  label,
  legend,
  .label {
    font-size: var(--_small);
    font-weight: 600;
  }
  input,
  select,
  button,
  .button {
    font: inherit;
    color: inherit;
    min-block-size: 44px;
    min-inline-size: 44px;
    border-radius: var(--_radius);
  }
  input,
  select {
    inline-size: 100%;
    margin: 0;
    padding: var(--_s2) var(--_s3);
    background: var(--_bg);
    border: 1px solid var(--_line);
    /* A phone zooms into a field whose text is under 16 px when it takes focus. */
    font-size: max(16px, var(--_u));
  }
  /*
   * Each engine paints a native select in its own colours (WebKitGTK: grey boxes on a dark
   * card), so the select draws itself: the theme colours, and an arrow made of two gradients
   * (no image URL, which a page policy would have to allow), at the end side.
   */
  select {
    appearance: none;
    padding-inline-end: calc(2.25 * var(--_u));
    background-image: linear-gradient(45deg, transparent 50%, var(--_muted) 50%),
      linear-gradient(135deg, var(--_muted) 50%, transparent 50%);
    background-size: 6px 6px;
    background-repeat: no-repeat;
    background-position:
      calc(100% - 0.75 * var(--_u) - 12px) 50%,
      calc(100% - 0.75 * var(--_u) - 6px) 50%;
  }
  select:dir(rtl) {
    background-position:
      calc(0.75 * var(--_u) + 6px) 50%,
      calc(0.75 * var(--_u) + 12px) 50%;
  }
  /*
   * Forced colours (high contrast) remove background images, the arrow with them: there the select
   * is the native one of the system, which draws its arrow in the system colours.
   */
  @media (forced-colors: active) {
    select {
      appearance: auto;
    }
  }
  option {
    color: var(--_text);
    background: var(--_bg);
  }
  input[readonly] {
    background: var(--_tint);
    border-style: dashed;
  }
  /*
   * Monospace only where a buyer compares character by character (addresses, amounts, ids);
   * names, domains and e-mails read in the font of the card. Left to right (dir=ltr) is about
   * direction alone. The card carries the layout direction: only values inside it are marked.
   */
  .mono {
    font-family: ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace;
    font-variant-numeric: tabular-nums;
    direction: ltr;
    unicode-bidi: isolate;
    overflow-wrap: anywhere;
  }
  /*
   * An address in groups of four, all alike (core/address-groups.ts): the gap is a margin and the
   * line break a <wbr>, so nothing between the groups is copied or read.
   */
  .address > span:not(:last-of-type) {
    margin-inline-end: 0.6ch;
  }
  [dir='ltr']:not([part~='card']) {
    direction: ltr;
    unicode-bidi: isolate;
    overflow-wrap: anywhere;
  }
  [part~='card']:dir(rtl) :is([dir='ltr'], .mono) {
    text-align: right;
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  input:focus,
  select:focus {
    border-color: var(--_accent);
  }
  .invalid input,
  .invalid select {
    border-color: var(--_error);
    box-shadow: inset 0 0 0 1px var(--_error);
  }
  p {
    margin: 0;
  }
  .hint,
  .small,
  .error {
    font-size: var(--_small);
    color: var(--_muted);
  }
  .error {
    color: var(--_error);
  }
  /*
   * Every field keeps its error line from the start (empty until the error shows), close under
   * its control and eating into the gap to the next field: an error shown on blur, while the
   * buyer presses the button below, moves nothing. A message longer than a line still wraps.
   */
  .field:not(.invalid)::after,
  .field > .error {
    min-block-size: 1lh;
    margin-block: calc(var(--_s1) - var(--_s2)) calc(var(--_s2) - var(--_s5));
  }
  .field:not(.invalid)::after {
    content: '';
    font-size: var(--_small);
  }
  .notice {
    --_tone: var(--_error);
    padding: var(--_s3) var(--_s4);
    border-radius: var(--_radius);
    border-inline-start: 4px solid var(--_tone);
    background: color-mix(in srgb, var(--_tone) 12%, var(--_bg));
  }
  /* Room for a total and a two-line breakdown, so nothing below moves when a price arrives, changes or goes. */
  .price {
    min-block-size: 3lh;
  }
  .notice p {
    margin: var(--_s1) 0 0;
    font-size: var(--_small);
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    gap: var(--_s3);
  }
  legend {
    padding: 0;
    margin-block-end: var(--_s3);
  }
  .wallet-row {
    display: grid;
    gap: var(--_s3);
    padding: var(--_s3);
    background: var(--_tint);
    border-radius: var(--_radius);
  }
  button,
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--_s2);
    padding: var(--_s2) var(--_s4);
    border: 1px solid var(--_accent);
    cursor: pointer;
    text-decoration: none;
  }
  /*
   * A disclosure (the payment screen: Check the address in your wallet) is a control like the
   * rest: a target of 24 px with a mouse (WCAG 2.2) and 44 px for a thumb on a touch screen, its
   * one line centred (a padding that would be negative is none), and a visible boundary under
   * forced colours, as buttons and fields have.
   */
  summary {
    padding-block: calc((24px - 1lh) / 2);
  }
  @media (pointer: coarse) {
    summary {
      padding-block: calc((44px - 1lh) / 2);
    }
  }
  @media (forced-colors: active) {
    summary {
      padding-inline: var(--_s2);
      border: 1px solid;
      border-radius: var(--_radius);
    }
  }
  /* The one primary action of a screen: full width, the accent filled in. */
  .primary {
    background: var(--_accent);
    color: var(--_bg);
    font-weight: 600;
    min-block-size: 48px;
  }
  .primary:hover {
    background: color-mix(in srgb, var(--_accent) 85%, var(--_text));
  }
  /* Secondary actions stay quiet: the outline of the accent, never its fill. */
  .secondary {
    background: transparent;
    color: var(--_accent);
    border-color: color-mix(in srgb, var(--_accent) 45%, var(--_bg));
    justify-self: start;
  }
  .secondary:hover {
    background: color-mix(in srgb, var(--_accent) 10%, var(--_bg));
  }
  /* Leaving a screen (Change details): a text button, centred under what it leaves. */
  .quiet {
    border-color: transparent;
    justify-self: center;
    font-size: var(--_small);
    font-weight: 600;
  }
  button:disabled {
    cursor: progress;
    opacity: 0.8;
  }
  .spinner {
    inline-size: 1em;
    block-size: 1em;
    border: 2px solid;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }
  h2 {
    margin: 0;
    font-size: var(--_title);
    font-weight: 650;
    line-height: 1.3;
  }
  /*
   * The order summary, on every screen after the form: what the buyer buys and for how long,
   * as the lines of a bill (label at the start, value at the end), in a tinted panel.
   */
  dl {
    display: grid;
    gap: var(--_s2);
    margin: 0;
    padding: var(--_s3) var(--_s4);
    background: var(--_tint);
    border-radius: var(--_radius);
  }
  dl > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0 var(--_s4);
  }
  dt {
    font-size: var(--_small);
    color: var(--_muted);
  }
  /* Physical sides: a value read left to right (an id) still sits at the end of a right-to-left line. */
  dd {
    margin: 0 0 0 auto;
    text-align: right;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  [part~='card']:dir(rtl) dd:is(*, .mono, [dir]) {
    margin: 0 auto 0 0;
    text-align: left;
  }
  /* The first line is the domain itself: the thing bought, a step larger. */
  dl > div:first-child dd {
    font-size: calc(1.125 * var(--_u));
  }
  dd.mono {
    font-size: var(--_small);
    font-weight: 400;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
