/** The crypto element's support-url setting, read without an element (form/support-url.ts). */
import { expect } from '@open-wc/testing';
import { readHostSettings, type HostInput } from '../../src/form/host-settings.js';
import { PARTNER_ID } from '../helpers/fixtures.js';
import { readSupportUrl, withSupportUrl } from '../../src/form/support-url.js';

const INPUT: HostInput = { baseUrl: 'https://market.example.com', partnerId: PARTNER_ID, years: undefined, maxYears: undefined, timeout: undefined, walletAddrs: [], locked: '', theme: undefined };
const WARNING = 'support-url must be an https: or mailto: address.';

describe('form/support-url', () => {
  it('takes an https: page or a mailto: address, as the browser writes it', () => {
    expect(readSupportUrl('https://shop.example/help')).to.deep.equal({ url: 'https://shop.example/help' });
    expect(readSupportUrl('  HTTPS://Shop.Example/help?order=1  ')).to.deep.equal({ url: 'https://shop.example/help?order=1' });
    expect(readSupportUrl('mailto:support@shop.example')).to.deep.equal({ url: 'mailto:support@shop.example' });
  });

  it('unset or empty is no link, and no problem', () => {
    for (const input of [undefined, null, '', '   ']) expect(readSupportUrl(input), String(input)).to.deep.equal({});
  });

  it('refuses anything else, with a notice naming the attribute', () => {
    for (const input of [
      'help@shop.example',
      'http://shop.example/help',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,hi',
      '/help',
      'shop.example/help',
      'tel:+15555550100',
      'https://user:secret@shop.example/help',
      `https://shop.example/${'a'.repeat(2100)}`,
      42,
      {},
    ]) {
      expect(readSupportUrl(input), String(input).slice(0, 40)).to.deep.equal({ notice: { path: 'support-url', message: WARNING } });
    }
  });

  it('a refused address is a notice, not a problem: one warning, no link, and the checkout still sends', () => {
    for (const input of ['help@shop.example', 'http://shop.example/help', 'javascript:alert(1)']) {
      const settings = withSupportUrl(readHostSettings(INPUT), input);
      expect(settings.supportUrl, input).to.equal(undefined);
      // Problems are what make a purchase `invalid-config` (checks/index.ts): none from an optional link.
      expect(settings.problems, input).to.deep.equal([]);
      expect(settings.notices.map((p) => p.path), input).to.deep.equal(['support-url']);
      expect(settings.notices.map((issue) => issue.message), input).to.deep.equal([WARNING]);
    }
    const fine = withSupportUrl(readHostSettings(INPUT), 'mailto:support@shop.example');
    expect([fine.supportUrl, fine.problems, fine.notices]).to.deep.equal(['mailto:support@shop.example', [], []]);
  });
});
