/** The crypto element's support-url setting, read without an element (form/support-url.ts). */
import { expect } from '@open-wc/testing';
import { hostWarnings } from '../../src/form/prepare.js';
import { readHostSettings, type HostInput } from '../../src/form/host-settings.js';
import { readSupportUrl, withSupportUrl } from '../../src/form/support-url.js';

const INPUT: HostInput = { baseUrl: 'https://market.example.com', years: undefined, maxYears: undefined, timeout: undefined, walletAddrs: [], locked: '', theme: undefined };
const WARNING = 'support-url must be an https: or mailto: address.';

describe('form/support-url', () => {
  it('takes an https: page or a mailto: address, as the browser writes it', () => {
    expect(readSupportUrl('https://shop.example/help')).to.deep.equal({ url: 'https://shop.example/help' });
    expect(readSupportUrl('  HTTPS://Shop.Example/help?order=1  ')).to.deep.equal({ url: 'https://shop.example/help?order=1' });
    expect(readSupportUrl('mailto:support@shop.example')).to.deep.equal({ url: 'mailto:support@shop.example' });
  });

  it('unset or empty is no link, and no problem', () => {
    for (const input of [undefined, null, '', '   ']) expect(readSupportUrl(input), String(input)).to.deep.equal({ url: undefined });
  });

  it('refuses anything else', () => {
    for (const input of [
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
      expect(readSupportUrl(input), String(input).slice(0, 40)).to.deep.equal({ problem: { path: 'support-url', message: WARNING } });
    }
  });

  it('a refused address is a problem of the settings (invalid-config on submit) and one warning', () => {
    const settings = withSupportUrl(readHostSettings(INPUT), 'javascript:alert(1)');
    expect(settings.supportUrl).to.equal(undefined);
    expect(settings.problems.map((p) => p.path)).to.deep.equal(['support-url']);
    expect(hostWarnings(settings, {}, {}, {})).to.deep.equal([WARNING]);
    const fine = withSupportUrl(readHostSettings(INPUT), 'mailto:support@shop.example');
    expect([fine.supportUrl, fine.problems]).to.deep.equal(['mailto:support@shop.example', []]);
  });
});
