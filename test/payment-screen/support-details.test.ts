/** supportText: the one block "Copy details for support" copies, in the element's language. */
import { expect } from '@open-wc/testing';
import de from '../../src/locales/whole/de.js';
import { PAYMENT_STRINGS } from '../../src/locales/payment-english.js';
import { arrived, supportText, type SupportDetails } from '../../src/payment-screen/support-details.js';
import type { TrackedPayment } from '../../src/payment/tracked-payment.js';
import { ENGLISH } from '../helpers/english.js';
import { cryptoRequest } from '../helpers/fixtures.js';
import { ADDRESS_OF } from '../helpers/payment-links.js';

const AT = Date.UTC(2026, 10, 26, 14, 3, 9);
const ORDER = '0b8f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b';
const PAYMENT = '5f4e3d2c-1b0a-4c9d-8e7f-6a5b4c3d2e1f';
const HASH = `0x${'ab'.repeat(32)}`;
const EMAIL = 'ada.private@example.org';
const NAME = 'Ada Byron Lovelace';

function details(overrides: Partial<SupportDetails> = {}): SupportDetails {
  return {
    // The whole request and answer, as the screen holds them: the e-mail and name included.
    request: cryptoRequest({ domain: 'example.com', ownerEmail: EMAIL, ownerName: NAME }),
    response: {
      address: ADDRESS_OF.ethereum,
      amount: 0.00000125,
      expiryDateEpoch: AT + 900_000,
      orderId: ORDER,
      paymentId: PAYMENT,
      protocol: 'USDC on Base',
      uri: 'ethereum:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913@8453/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=1',
    } as SupportDetails['response'],
    period: '2 years',
    network: 'Base',
    txHash: HASH,
    at: AT,
    ...overrides,
  };
}

describe('supportText', () => {
  it('holds the domain, period, amount with asset and network, address, ids, hash and time, one per line', () => {
    expect(supportText(ENGLISH, details())).to.equal(
      [
        'Domain: example.com',
        'Registration period: 2 years',
        'Amount: 0.00000125 USDC on Base',
        'Network: Base',
        `To this address: ${ADDRESS_OF.ethereum}`,
        `Order: ${ORDER}`,
        `Payment: ${PAYMENT}`,
        `Transaction: ${HASH}`,
        'Time: 2026-11-26T14:03:09.000Z',
      ].join('\n'),
    );
  });

  it('after an underpayment: the amount ordered, what arrived and what is still due, each with its asset', () => {
    expect(supportText(ENGLISH, details({ received: '0.0000012', due: '0.00000005' })).split('\n').slice(2, 5)).to.deep.equal([
      'Amount: 0.00000125 USDC on Base',
      'Received: 0.0000012 USDC on Base',
      'Still to pay: 0.00000005 USDC on Base',
    ]);
    // Paid or late: what arrived, and nothing still due.
    expect(supportText(ENGLISH, details({ received: '0.00000130' })).split('\n').slice(2, 5)).to.deep.equal([
      'Amount: 0.00000125 USDC on Base',
      'Received: 0.00000130 USDC on Base',
      'Network: Base',
    ]);
  });

  it('names a Lightning invoice\'s payment hash, after the transaction\'s place', () => {
    const paymentHash = 'cd'.repeat(32);
    const lines = supportText(ENGLISH, details({ txHash: undefined, paymentHash })).split('\n');
    expect(lines.slice(-2)).to.deep.equal([`Payment hash: ${paymentHash}`, 'Time: 2026-11-26T14:03:09.000Z']);
  });

  it('leaves out the hash and the network where none is known', () => {
    const text = supportText(ENGLISH, details({ txHash: undefined, network: undefined }));
    expect(text).not.to.include('Transaction');
    expect(text).not.to.include('Network');
    expect(text.split('\n')).to.have.length(7);
  });

  it('is written in the element\'s language, with ids, amounts and the address as they are', () => {
    const text = supportText({ ...PAYMENT_STRINGS, ...de }, details({ period: '2 Jahre' }));
    expect(text.split('\n')).to.deep.equal([
      'Domain: example.com',
      'Laufzeit: 2 Jahre',
      `${de.amountLabel}: 0.00000125 USDC on Base`,
      `${de.networkLabel}: Base`,
      `${de.addressLabel}: ${ADDRESS_OF.ethereum}`,
      `${de.orderId}: ${ORDER}`,
      `${de.paymentId}: ${PAYMENT}`,
      `${de.txLabel}: ${HASH}`,
      `${de.supportTimeLabel}: 2026-11-26T14:03:09.000Z`,
    ]);
  });

  it('never holds the buyer\'s e-mail or name, though the request does', () => {
    for (const text of [supportText(ENGLISH, details()), supportText({ ...PAYMENT_STRINGS, ...de }, details())]) {
      expect(text).not.to.include(EMAIL);
      expect(text).not.to.include('ada.private');
      expect(text).not.to.include(NAME);
      expect(text).not.to.include('Lovelace');
    }
  });
});

describe('arrived', () => {
  const at = (progress: object) => progress as TrackedPayment;
  const rest = { amount: '0.00005', uri: undefined, network: 'Bitcoin', asset: {} } as Parameters<typeof arrived>[1];

  it('underpaid: what arrived and the rest the screen asks for', () => {
    expect(arrived(at({ state: 'awaiting-payment', expires: true, received: '0.00016' }), rest)).to.deep.equal({ received: '0.00016', due: '0.00005' });
  });

  it('paid (more than the amount, as read) and late: what arrived; nothing due', () => {
    expect(arrived(at({ state: 'paid', received: '0.00025', extra: '0.00004' }), rest)).to.deep.equal({ received: '0.00025', due: undefined });
    expect(arrived(at({ state: 'expired', late: true, received: '0.00021' }), rest)).to.deep.equal({ received: '0.00021', due: undefined });
  });

  it('nothing where nothing arrived or it is not known', () => {
    for (const progress of [{ state: 'awaiting-payment', expires: true }, { state: 'confirming' }, { state: 'paid' }, { state: 'expired', late: true }]) {
      expect(arrived(at(progress), rest), progress.state).to.deep.equal({ received: undefined, due: undefined });
    }
  });
});
