import { css } from 'lit';

/** The "Pay with <wallet>" buttons beside the QR code, each with its icon or the name's first letter. */
export const walletStyles = css`
  .wallets {
    display: flex;
    flex-wrap: wrap;
    gap: calc(0.5 * var(--_u));
  }
  .wallets p {
    flex-basis: 100%;
    margin: 0;
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
