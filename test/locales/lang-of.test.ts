/** An element's language: its nearest `lang`, through the shadow roots it sits in; English when none is set. */
// fixtureSync: a plain wrapper's fixture() waits for a frame, which a test page in the background never draws.
import { expect, fixtureSync, html } from '@open-wc/testing';
import { langOf } from '../../src/locales/lang-of.js';

describe('langOf', () => {
  it('is the nearest lang on the element or an ancestor, English when none is set or it is empty', async () => {
    const el = fixtureSync(html`<div lang="de"><section><p lang="fr"><span></span></p><i></i></section></div>`);
    expect(langOf(el.querySelector('span')!)).to.equal('fr');
    expect(langOf(el.querySelector('i')!)).to.equal('de');
    const bare = fixtureSync(html`<div lang="  "><b></b></div>`);
    expect(langOf(bare.querySelector('b')!)).to.equal('en');
  });

  it("crosses a shadow root: an element inside another component takes that component's language", async () => {
    const host = fixtureSync(html`<div lang="ja"><div id="host"></div></div>`);
    const root = host.querySelector('#host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<span></span>';
    expect(langOf(root.querySelector('span')!)).to.equal('ja');
  });
});
