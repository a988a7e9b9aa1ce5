/**
 * define(tag, element) as a partner's page meets it: a page that loads a script twice, or a script
 * beside the package, defines each tag once; the second definition is skipped instead of throwing,
 * and the element on the page is the first one's. (The built scripts on one page: test/dist/guarded-define.test.ts.)
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { define } from '../../src/elements/define.js';

/** A class that writes `name` into itself: each copy of a script has classes of its own. */
const element = (name: string) =>
  class extends HTMLElement {
    connectedCallback() {
      this.textContent = name;
    }
  };

describe('define(tag, element)', () => {
  it('defines a tag that is not defined yet', () => {
    const First = element('first');
    define('define-test-once', First);
    expect(customElements.get('define-test-once')).to.equal(First);
    const el = fixtureSync(html`<define-test-once></define-test-once>`);
    expect(el instanceof First, 'upgraded by the definition').to.equal(true);
    expect(el.textContent).to.equal('first');
  });

  it('defining a tag again never throws, and the first definition stays', () => {
    const [First, Second] = [element('first'), element('second')];
    define('define-test-twice', First);
    expect(() => define('define-test-twice', Second), 'another copy of the class').not.to.throw();
    expect(() => define('define-test-twice', First), 'the same class again').not.to.throw();
    expect(customElements.get('define-test-twice')).to.equal(First);
    const el = fixtureSync(html`<define-test-twice></define-test-twice>`);
    expect(el.textContent).to.equal('first');
  });

  it('leaves a tag the page defined itself to the page', () => {
    const [First, Second] = [element('first'), element('second')];
    customElements.define('define-test-page', Second);
    expect(() => define('define-test-page', First)).not.to.throw();
    expect(customElements.get('define-test-page')).to.equal(Second);
  });
});
