/**
 * The address in groups and its check (address-view.ts, address-check-view.ts), for the payment
 * screen's sheet (payment.styles.ts adds it to what it adopts).
 */

/** The text of a CSS template; named `css` so the build minifies it as it does Lit's (vite.config.ts). */
const css = (strings: TemplateStringsArray): string => strings.join('');

export const addressCss = css`
  /* Groups of four, all alike: the gap is a margin, so nothing between them is copied or read. */
  .address > span:not(:last-of-type) {
    margin-inline-end: 0.6ch;
  }
  .address-check summary {
    inline-size: fit-content;
    font-size: var(--_small);
    color: var(--_muted);
    cursor: pointer;
  }
  .address-check label,
  .address-check input {
    display: block;
    margin-block-start: var(--_s2);
  }
  .address-check .verdict {
    font-weight: 600;
  }
  .address-check .verdict.same {
    margin-block-start: var(--_s2);
    color: var(--_success);
  }
  /* The live region stays in place, empty, so that the verdict is announced when it appears. */
  .address-check .verdict.different {
    margin-block-start: var(--_s2);
    padding: var(--_s2) var(--_s3);
    color: var(--_text);
    border-inline-start: 4px solid var(--_error);
    background: color-mix(in srgb, var(--_error) 12%, var(--_bg));
  }
`;
