import { css } from 'lit';

/**
 * The payment view: the amount and address to copy, the QR code, the countdown. In a value's
 * box the label, copy feedback and button share a line; the value, first in reading order,
 * gets the next line whole.
 */
export const cryptoStyles = css`
  .value {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(0.375 * var(--_u)) calc(0.75 * var(--_u));
  }
  .value .label {
    flex: 1;
  }
  .value .mono {
    order: 1;
    flex-basis: 100%;
  }
  /* The network the link pays on, on its own line under the amount. */
  .value .network {
    order: 2;
    flex-basis: 100%;
    margin: 0;
  }
  .amount {
    font-size: calc(1.5 * var(--_u));
    font-weight: 700;
    line-height: 1.25;
  }
  [part='address'] {
    padding: calc(0.5 * var(--_u)) calc(0.75 * var(--_u));
    background: var(--_tint);
    border-radius: var(--_radius);
  }
  svg {
    display: block;
    inline-size: min(100%, calc(16 * var(--_u)));
    margin-inline: auto;
    border-radius: 4px;
  }
  .timer {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .timer span {
    color: var(--_text);
    font-weight: 700;
  }
  .warning {
    --_tone: var(--_warn);
    color: var(--_text);
    font-weight: 700;
  }
`;
