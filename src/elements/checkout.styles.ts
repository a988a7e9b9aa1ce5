/**
 * The look both elements share. Appearance comes from CSS custom properties set on the host
 * (with light and dark defaults); logical properties keep right-to-left pages right.
 */
import { css } from 'lit';

export const checkoutStyles = css`
  :host {
    --_font: var(--market-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_accent: var(--market-color-accent, #1d4ed8);
    --_text: var(--market-color-text, #111827);
    --_muted: color-mix(in srgb, var(--_text) 65%, var(--_bg));
    --_bg: var(--market-color-background, #ffffff);
    --_error: var(--market-color-error, #b91c1c);
    --_warning: #92400e;
    --_radius: var(--market-radius, 8px);
    --_border: color-mix(in srgb, var(--_text) 30%, var(--_bg));
    display: block;
    box-sizing: border-box;
    max-inline-size: 32rem;
    padding: 1.25rem;
    font-family: var(--_font);
    font-size: 1rem;
    line-height: 1.5;
    color: var(--_text);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_accent: var(--market-color-accent, #93b4ff);
      --_text: var(--market-color-text, #f3f4f6);
      --_bg: var(--market-color-background, #111827);
      --_error: var(--market-color-error, #fca5a5);
      --_warning: #fcd34d;
    }
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  form {
    display: grid;
    gap: 1rem;
  }
  .field {
    display: grid;
    gap: 0.25rem;
  }
  label,
  legend {
    font-weight: 600;
  }
  input,
  select,
  button {
    font: inherit;
    color: inherit;
    min-block-size: 44px;
    border-radius: var(--_radius);
  }
  input,
  select {
    inline-size: 100%;
    padding: 0.5rem 0.75rem;
    background: var(--_bg);
    border: 1px solid var(--_border);
  }
  input[readonly] {
    background: color-mix(in srgb, var(--_text) 6%, var(--_bg));
  }
  input[dir='ltr'] {
    text-align: start;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .invalid input,
  .invalid select {
    border-color: var(--_error);
  }
  .hint {
    font-size: 0.875rem;
    color: var(--_muted);
  }
  .error {
    font-size: 0.875rem;
    color: var(--_error);
  }
  .error-summary {
    padding: 0.75rem;
    border: 1px solid var(--_error);
    border-radius: var(--_radius);
    color: var(--_error);
  }
  fieldset {
    margin: 0;
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    display: grid;
    gap: 0.75rem;
  }
  .wallet-row {
    display: grid;
    gap: 0.5rem;
    padding-block-end: 0.75rem;
    border-block-end: 1px dashed var(--_border);
  }
  button {
    cursor: pointer;
    padding: 0.5rem 1rem;
    border: 1px solid var(--_accent);
  }
  button.primary {
    background: var(--_accent);
    color: var(--_bg);
    font-weight: 600;
  }
  button.secondary {
    background: transparent;
    color: var(--_accent);
  }
  button:disabled {
    cursor: progress;
    opacity: 0.75;
  }
  .spinner {
    display: inline-block;
    inline-size: 1em;
    block-size: 1em;
    margin-inline-end: 0.5em;
    vertical-align: -0.125em;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
    * {
      transition: none !important;
    }
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 1rem;
  }
  dt {
    color: var(--_muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .small {
    font-size: 0.8125rem;
    color: var(--_muted);
  }
  .mono {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
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
