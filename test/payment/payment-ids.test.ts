/**
 * The ids a crypto payment is known by, as every payment event's detail and the host's status
 * source receive them: the two ids and nothing else of the service's answer.
 */
import { expect } from '@open-wc/testing';
import { getCryptoResponseSchema } from '../../src/checks/schemas.js';
import { idsOf } from '../../src/payment/payment-ids.js';
import { cryptoResponse } from '../helpers/crypto-checkout.js';

const ORDER = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const PAYMENT = '1e0f9a8b-7c6d-4a3b-9c2d-5e4f9a8b7c6d';
const ANSWER = getCryptoResponseSchema().parse(cryptoResponse({ orderId: ORDER, paymentId: PAYMENT }));

describe('idsOf', () => {
  it("gives the order and payment ids alone: no address, amount, link or deadline of the answer", () => {
    expect(idsOf(ANSWER)).to.deep.equal({ orderId: ORDER, paymentId: PAYMENT });
  });

  it('gives a copy: a host that changes the ids it was handed changes nothing of the payment', () => {
    const ids = idsOf(ANSWER);
    ids.orderId = 'changed';
    expect(ANSWER.orderId).to.equal(ORDER);
    expect(idsOf(ANSWER)).to.not.equal(idsOf(ANSWER));
  });
});
