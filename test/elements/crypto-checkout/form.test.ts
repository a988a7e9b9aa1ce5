import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  button,
  choose,
  click,
  control,
  errorOf,
  fill,
  focusOf,
  hasButton,
  labelOf,
  optionsOf,
  screenText,
  shadow,
  type,
} from '../../helpers/buyer.js';
import type { MarketErrorEventDetail } from '../../../src/controllers/events.js';
import { FILLED, mountCrypto } from '../../helpers/crypto-checkout.js';
import { OWNER, PARTNER_ID } from '../../helpers/fixtures.js';
import { mockSession } from '../../helpers/mock-session.js';

const WALLET = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';

function describedBy(el: Element, path: string): string[] {
  return (control(el, path)?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
}

describe('<market-crypto-checkout> form', () => {
  describe('fields', () => {
    it('shows each field of the request with a visible label', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
      const labels = {
        domain: 'Domain',
        years: 'Registration period',
        ownerName: 'Name',
        ownerEmail: 'E-mail',
        ownerAddress: 'Owner address',
      };
      for (const [path, label] of Object.entries(labels)) {
        expect(labelOf(el, path), path).to.equal(label);
        const labelElement = shadow(el).querySelector<HTMLElement>(`label[for="f-${path}"]`)!;
        expect(labelElement.checkVisibility() && labelElement.offsetWidth > 1, `${path} label is visible`).to.equal(true);
      }
      expect(screenText(el)).to.include('Wallet addresses to attach (optional)');
    });

    it('has no field for partner-id or base-url and never shows the partner id', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
      for (const name of ['partnerId', 'partner-id', 'baseUrl', 'base-url']) {
        expect(shadow(el).querySelector(`[name="${name}"]`), name).to.equal(null);
      }
      expect(shadow(el).innerHTML).not.to.include(PARTNER_ID);
    });

    it('offers no currency picker for one currency and sends that currency', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, currency: undefined, currencies: 'ltc' });
      expect(control(el, 'currency')).to.equal(null);
      await click(el, 'Get payment details');
      await oneEvent(el, 'market-crypto-payment');
      expect((await m.requests())[0]!.body).to.include({ currency: 'LTC' });
    });

    it('offers a picker when currencies lists several, preselecting currency, and sends the choice', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, currency: 'eth', currencies: 'BTC eth,DOGE' });
      expect(labelOf(el, 'currency')).to.equal('Pay with');
      expect(optionsOf(el, 'currency')).to.deep.equal(['BTC', 'ETH', 'DOGE']);
      expect(control(el, 'currency')!.value).to.equal('ETH');
      await choose(el, 'currency', 'DOGE');
      await click(el, 'Get payment details');
      await oneEvent(el, 'market-crypto-payment');
      expect((await m.requests())[0]!.body).to.include({ currency: 'DOGE' });
    });

    it('takes the currencies list as an array property too, the first one preselected', async () => {
      const el = await mountCrypto(
        { 'base-url': mockSession().baseUrl(), ...FILLED, currency: undefined },
        { properties: { currencies: ['sol', 'LTC'] } },
      );
      expect(optionsOf(el, 'currency')).to.deep.equal(['SOL', 'LTC']);
      expect(control(el, 'currency')!.value).to.equal('SOL');
    });

    it('offers 1 to max-years years', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED, 'max-years': '3' });
      expect(optionsOf(el, 'years')).to.deep.equal(['1', '2', '3']);
      const byDefault = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
      expect(optionsOf(byDefault, 'years')).to.have.length(10);
    });
  });

  describe('prefill', () => {
    it('fills every field from attributes and sends them untouched', async () => {
      const m = mockSession();
      const el = await mountCrypto({
        'base-url': m.baseUrl(),
        ...FILLED,
        years: '4',
        'wallet-addrs': JSON.stringify([{ addr: WALLET, coinId: 60 }, { addr: 'D8vFz4p1L37jdg47HXKtSHA5uYLYxbGgPD', coinId: 3 }]),
      });
      expect(control(el, 'domain')!.value).to.equal('example.com');
      expect(control(el, 'years')!.value).to.equal('4');
      expect(control(el, 'ownerName')!.value).to.equal('Ada Lovelace');
      expect(control(el, 'ownerEmail')!.value).to.equal('buyer@example.org');
      expect(control(el, 'ownerAddress')!.value).to.equal(OWNER);
      expect(control(el, 'walletAddrs.0.coin')!.value).to.equal('60');
      expect(control(el, 'walletAddrs.0.addr')!.value).to.equal(WALLET);
      expect(control(el, 'walletAddrs.1.coin')!.value).to.equal('3');
      await click(el, 'Get payment details');
      await oneEvent(el, 'market-crypto-payment');
      expect((await m.requests()).map((r) => r.body)).to.deep.equal([
        {
          currency: 'BTC',
          domain: 'example.com',
          ownerAddress: OWNER,
          ownerEmail: 'buyer@example.org',
          ownerName: 'Ada Lovelace',
          partnerId: PARTNER_ID,
          walletAddrs: [
            { addr: WALLET, coinId: 60 },
            { addr: 'D8vFz4p1L37jdg47HXKtSHA5uYLYxbGgPD', coinId: 3 },
          ],
          years: 4,
        },
      ]);
    });

    it('fills every field from properties set by code', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl() });
      Object.assign(el, {
        partnerId: PARTNER_ID,
        domain: 'shop.example',
        years: 2,
        currency: 'ETH',
        ownerAddress: OWNER,
        ownerEmail: 'x@example.net',
        ownerName: 'Grace Hopper',
        walletAddrs: [{ addr: WALLET, coinId: 9000 }],
      });
      await el.updateComplete;
      expect(control(el, 'domain')!.value).to.equal('shop.example');
      expect(control(el, 'years')!.value).to.equal('2');
      expect(control(el, 'ownerName')!.value).to.equal('Grace Hopper');
      // An id outside the common list shows as "other", with its number.
      expect(control(el, 'walletAddrs.0.coin')!.value).to.equal('other');
      expect(control(el, 'walletAddrs.0.coinId')!.value).to.equal('9000');
      await click(el, 'Get payment details');
      await oneEvent(el, 'market-crypto-payment');
      expect((await m.requests())[0]!.body).to.deep.equal({
        currency: 'ETH',
        domain: 'shop.example',
        ownerAddress: OWNER,
        ownerEmail: 'x@example.net',
        ownerName: 'Grace Hopper',
        partnerId: PARTNER_ID,
        walletAddrs: [{ addr: WALLET, coinId: 9000 }],
        years: 2,
      });
    });

    it('fires no event when code sets properties', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl() });
      const fired: string[] = [];
      for (const name of ['market-submit', 'market-error', 'market-crypto-payment'] as const) {
        el.addEventListener(name, () => fired.push(name));
      }
      Object.assign(el, FILLED, { domain: 'not a domain', locked: 'domain' });
      await el.updateComplete;
      expect(fired).to.deep.equal([]);
      expect(el.getAttribute('state')).to.equal('editing');
    });
  });

  describe('locked fields', () => {
    const LOCKED = {
      ...FILLED,
      currencies: 'BTC ETH',
      years: '2',
      'wallet-addrs': JSON.stringify([{ addr: WALLET, coinId: 60 }]),
      locked: 'domain years currency owner-email wallet-addrs',
    };

    it('are shown read-only, described as set by the site, and the others stay editable', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...LOCKED });
      for (const path of ['domain', 'years', 'currency', 'ownerEmail', 'walletAddrs.0.coin', 'walletAddrs.0.addr']) {
        const input = control(el, path)!;
        expect(input.localName, path).to.equal('input');
        expect((input as HTMLInputElement).readOnly, path).to.equal(true);
        const hints = describedBy(el, path).map((id) => shadow(el).getElementById(id)?.textContent?.trim());
        expect(hints, path).to.include('Set by the site');
      }
      expect(control(el, 'years')!.value).to.equal('2 years');
      expect(control(el, 'currency')!.value).to.equal('BTC');
      expect(hasButton(el, 'Add a wallet address')).to.equal(false);
      expect(hasButton(el, 'Remove this address')).to.equal(false);
      for (const path of ['ownerName', 'ownerAddress']) expect(control(el, path)!.readOnly, path).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('cannot be typed into, and their values are sent', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...LOCKED });
      await type(el, 'domain', 'other.example');
      await type(el, 'ownerName', 'Someone Else');
      expect(control(el, 'domain')!.value).to.equal('example.com');
      await click(el, 'Get payment details');
      await oneEvent(el, 'market-crypto-payment');
      expect((await m.requests())[0]!.body).to.deep.include({
        domain: 'example.com',
        years: 2,
        currency: 'BTC',
        ownerEmail: 'buyer@example.org',
        ownerName: 'Someone Else',
        walletAddrs: [{ addr: WALLET, coinId: 60 }],
      });
    });
  });

  describe('wallet addresses', () => {
    it('offers the common SLIP-44 coins and any other whole number', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
      await click(el, 'Add a wallet address');
      expect(optionsOf(el, 'walletAddrs.0.coin')).to.deep.equal(['0', '2', '3', '60', '144', '195', '501', '1815', 'other']);
      expect(labelOf(el, 'walletAddrs.0.coin')).to.equal('Coin');
      expect(labelOf(el, 'walletAddrs.0.addr')).to.equal('Address');
    });

    it('adds and removes rows, and sends the rows left with the coins picked or typed', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
      await click(el, 'Add a wallet address');
      await choose(el, 'walletAddrs.0.coin', '0');
      await type(el, 'walletAddrs.0.addr', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
      await click(el, 'Add a wallet address');
      await type(el, 'walletAddrs.1.addr', 'to-be-removed-0001');
      await click(el, 'Add a wallet address');
      await choose(el, 'walletAddrs.2.coin', 'other');
      expect(labelOf(el, 'walletAddrs.2.coinId')).to.equal('Coin type number (SLIP-44)');
      await type(el, 'walletAddrs.2.coinId', '2147483647');
      await type(el, 'walletAddrs.2.addr', 'cosmos1abcdefghij0123456789');
      await click(el, shadow(el).querySelectorAll<HTMLButtonElement>('button.remove')[1]!);
      expect(control(el, 'walletAddrs.2.addr')).to.equal(null);
      expect(control(el, 'walletAddrs.1.addr')!.value).to.equal('cosmos1abcdefghij0123456789');
      expect(control(el, 'walletAddrs.1.coinId')!.value).to.equal('2147483647');
      await click(el, 'Get payment details');
      await oneEvent(el, 'market-crypto-payment');
      expect((await m.requests())[0]!.body).to.deep.include({
        walletAddrs: [
          { addr: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', coinId: 0 },
          { addr: 'cosmos1abcdefghij0123456789', coinId: 2147483647 },
        ],
      });
    });

    it('keeps a row\'s "other coin" choice with that row when a row above is removed', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED });
      await click(el, 'Add a wallet address');
      await click(el, 'Add a wallet address');
      await choose(el, 'walletAddrs.1.coin', 'other');
      // Its number still names a common coin: only the buyer's choice keeps it "other".
      await type(el, 'walletAddrs.1.coinId', '60');
      await click(el, shadow(el).querySelectorAll<HTMLButtonElement>('button.remove')[0]!);
      expect(control(el, 'walletAddrs.0.coin')!.value).to.equal('other');
      expect(control(el, 'walletAddrs.0.coinId')!.value).to.equal('60');
    });

    it('keeps the coin type field while the buyer retypes a number that is a common coin\'s', async () => {
      const m = mockSession();
      const el = await mountCrypto({
        'base-url': m.baseUrl(),
        ...FILLED,
        'wallet-addrs': JSON.stringify([{ addr: WALLET, coinId: 9000 }]),
      });
      expect(control(el, 'walletAddrs.0.coin')!.value).to.equal('other');
      // Retyping 9000 as 60 passes through 6 and 60: the field must not vanish under the buyer's fingers.
      await type(el, 'walletAddrs.0.coinId', '60');
      expect(control(el, 'walletAddrs.0.coinId'), 'the field stays').to.not.equal(null);
      expect(control(el, 'walletAddrs.0.coinId')!.value).to.equal('60');
      expect(control(el, 'walletAddrs.0.coin')!.value).to.equal('other');
      await click(el, 'Get payment details');
      await oneEvent(el, 'market-crypto-payment');
      expect((await m.requests())[0]!.body).to.deep.include({ walletAddrs: [{ addr: WALLET, coinId: 60 }] });
    });

    for (const bad of ['1.5', '-1', 'abc', '1e3', '0x10', '2147483648']) {
      it(`refuses the coin type ${bad} at its field`, async () => {
        const m = mockSession();
        const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
        await click(el, 'Add a wallet address');
        await choose(el, 'walletAddrs.0.coin', 'other');
        await type(el, 'walletAddrs.0.addr', WALLET);
        await type(el, 'walletAddrs.0.coinId', bad);
        expect(control(el, 'walletAddrs.0.coinId')!.value, 'what was typed stays').to.equal(bad);
        expect(errorOf(el, 'walletAddrs.0.coinId')).to.equal('The coin type is a whole number of 0 or more.');
        expect(await el.submit()).to.equal(undefined);
        expect(await m.requests()).to.deep.equal([]);
      });
    }
  });

  describe('errors', () => {
    it('waits until the buyer leaves a field they changed, then links the error to it', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED, 'owner-email': undefined });
      // Visiting without typing is no reason to complain.
      control(el, 'ownerEmail')!.focus();
      control(el, 'ownerEmail')!.blur();
      await el.updateComplete;
      expect(errorOf(el, 'ownerEmail')).to.equal(undefined);

      await type(el, 'ownerEmail', 'ada@', { leave: false });
      expect(errorOf(el, 'ownerEmail'), 'not while typing').to.equal(undefined);
      expect(control(el, 'ownerEmail')!.getAttribute('aria-invalid')).to.equal('false');

      control(el, 'ownerEmail')!.blur();
      await el.updateComplete;
      expect(errorOf(el, 'ownerEmail')).to.equal('Enter an e-mail address such as name@example.com.');
      expect(control(el, 'ownerEmail')!.getAttribute('aria-invalid')).to.equal('true');
      expect(describedBy(el, 'ownerEmail')).to.include('e-ownerEmail');
      // Other fields are not judged because one was.
      expect(errorOf(el, 'domain')).to.equal(undefined);

      await type(el, 'ownerEmail', 'ada@example.org', { leave: false });
      expect(errorOf(el, 'ownerEmail'), 'fixed while typing').to.equal(undefined);
      expect(describedBy(el, 'ownerEmail')).not.to.include('e-ownerEmail');
    });

    it('on submit shows every error at its field, sends nothing and focuses the first invalid field', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), 'partner-id': PARTNER_ID, currency: 'BTC', domain: 'example.com' });
      await fill(el, 'ownerName', 'Ada');
      await fill(el, 'ownerAddress', '0x123');
      const failed = oneEvent(el, 'market-error');
      await click(el, 'Get payment details');
      const { detail } = (await failed) as CustomEvent<MarketErrorEventDetail>;
      expect(detail.error.code).to.equal('invalid-input');
      expect(detail.error.issues!.map((i) => i.path)).to.have.members(['ownerAddress', 'ownerEmail']);
      expect(errorOf(el, 'ownerEmail')).to.equal('Enter an e-mail address such as name@example.com.');
      expect(errorOf(el, 'ownerAddress')).to.equal(
        'The owner address starts with 0x and has 40 hexadecimal digits after it.',
      );
      expect(errorOf(el, 'domain')).to.equal(undefined);
      expect(screenText(el)).to.include('Please correct the highlighted fields.');
      expect(shadow(el).querySelector('[part~="error"][role="alert"]')).not.to.equal(null);
      await el.updateComplete;
      expect(focusOf(el)).to.equal('#f-ownerEmail');
      expect(control(el, 'ownerName')!.value).to.equal('Ada');
      expect(control(el, 'ownerAddress')!.value).to.equal('0x123');
      expect(await m.requests()).to.deep.equal([]);
      expect(el.getAttribute('state')).to.equal('editing');
      await expect(el).to.be.accessible();
    });

    it('keeps working when the host removes its prefills, and asks the buyer for them', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED });
      for (const name of ['currency', 'owner-email', 'owner-name', 'domain', 'owner-address']) el.removeAttribute(name);
      await el.updateComplete;
      expect(await el.submit()).to.equal(undefined);
      await el.updateComplete;
      expect(errorOf(el, 'ownerEmail')).to.equal('Enter an e-mail address such as name@example.com.');
      expect(errorOf(el, 'ownerName')).to.equal('Enter the owner name.');
      expect(screenText(el)).to.include('currency');
      expect(await m.requests()).to.deep.equal([]);
    });

    it('focuses the first invalid field in the order shown', async () => {
      const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), 'partner-id': PARTNER_ID, currency: 'BTC' });
      await el.submit();
      await el.updateComplete;
      expect(focusOf(el)).to.equal('#f-domain');
      for (const path of ['domain', 'ownerName', 'ownerEmail', 'ownerAddress']) {
        expect(errorOf(el, path), path).to.be.a('string');
        expect(describedBy(el, path), path).to.include(`e-${path}`);
      }
    });

    it('submits with Enter from a field once it is fixed', async () => {
      const m = mockSession();
      const el = await mountCrypto({ 'base-url': m.baseUrl(), ...FILLED, domain: 'bad domain' });
      await el.submit();
      await el.updateComplete;
      expect(focusOf(el)).to.equal('#f-domain');
      const paid = oneEvent(el, 'market-crypto-payment');
      await type(el, 'domain', 'fixed.example', { leave: false });
      await sendKeys({ press: 'Enter' });
      await paid;
      expect((await m.requests())[0]!.body).to.include({ domain: 'fixed.example' });
    });
  });

  it('passes axe in the form state, with wallet rows', async () => {
    const el = await mountCrypto({ 'base-url': mockSession().baseUrl(), ...FILLED, currencies: 'BTC ETH' });
    await click(el, button(el, 'Add a wallet address'));
    await choose(el, 'walletAddrs.0.coin', 'other');
    await expect(el).to.be.accessible();
  });
});
