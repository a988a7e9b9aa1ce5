import { css } from 'lit';

export const cryptoStyles = css`
  .payment {
    display: grid;
    gap: 1rem;
  }
  .value-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  .value-row .mono {
    flex: 1 1 12rem;
    direction: ltr;
    text-align: start;
  }
  .copy-feedback {
    font-size: 0.875rem;
    color: var(--_muted);
  }
  .copy-feedback.failed {
    color: var(--_error);
  }
  .amount {
    font-size: 1.375rem;
    font-weight: 700;
  }
  svg[part='qr'] {
    display: block;
    inline-size: min(100%, 240px);
    block-size: auto;
    margin-inline: auto;
    border-radius: 4px;
  }
  .timer {
    font-variant-numeric: tabular-nums;
  }
  .timer.warning {
    color: var(--_warning);
    font-weight: 700;
  }
  a[part='wallet-link'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-block-size: 44px;
    padding: 0.5rem 1rem;
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_bg);
    font-weight: 600;
    text-decoration: none;
  }
`;
