/**
 * The form's fields (textField, selectField) rendered on their own: each control named by its
 * visible label, described by its hint and then its error (and by nothing else), marked invalid
 * with an error; a locked field read-only with the locked hint, a locked picker a read-only text
 * showing the chosen option's label; what the buyer types, picks and leaves handed back.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { selectField, textField, type SelectFieldOptions, type TextFieldOptions } from '../../src/elements/fields.js';
import { addressGroups } from '../../src/core/address-groups.js';
import { normalize } from '../helpers/buyer.js';
import { OWNER } from '../helpers/fixtures.js';

const LOCKED_HINT = 'Set by the site';

function text(o: Partial<TextFieldOptions> = {}): TextFieldOptions {
  return { path: 'domain', label: 'Domain', value: '', error: undefined, locked: false, lockedHint: LOCKED_HINT, onInput: () => {}, onBlur: () => {}, ...o };
}

const YEARS = [
  { value: '1', label: '1 year' },
  { value: '2', label: '2 years' },
];
function select(o: Partial<SelectFieldOptions> = {}): SelectFieldOptions {
  return { path: 'years', label: 'Period', value: '2', options: YEARS, error: undefined, locked: false, lockedHint: LOCKED_HINT, onChange: () => {}, ...o };
}

const mount = (field: unknown) => fixtureSync<HTMLDivElement>(html`<div>${field}</div>`);
const control = <T extends HTMLElement = HTMLInputElement>(el: Element) => el.querySelector<T>('input, select')!;
const labelOf = (input: HTMLInputElement | HTMLSelectElement) => [...(input.labels ?? [])].map((label) => normalize(label.textContent));
/** What a screen reader reads after the name: the texts aria-describedby points to, in order. */
const description = (input: Element) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => normalize(document.getElementById(id)?.textContent));

describe('textField', () => {
  it('is a labelled input holding the value, described by nothing when it has no hint or error', async () => {
    const el = mount(textField(text({ value: 'example.com' })));
    const input = control(el);
    expect(labelOf(input)).to.deep.equal(['Domain']);
    expect(input.value).to.equal('example.com');
    expect(input.name).to.equal('domain');
    expect(input.type).to.equal('text');
    expect(input.readOnly).to.equal(false);
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(input.hasAttribute('aria-describedby')).to.equal(false);
    expect(input.autocomplete).to.equal('off');
    await expect(el).to.be.accessible();
  });

  it('with a hint and an error: described by both, hint first, and marked invalid', async () => {
    const el = mount(textField(text({ hint: 'Like example.com', error: 'Enter the domain you want to buy.' })));
    const input = control(el);
    expect(description(input)).to.deep.equal(['Like example.com', 'Enter the domain you want to buy.']);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(normalize(el.querySelector('[part~="error"]')?.textContent)).to.equal('Enter the domain you want to buy.');
    expect(el.querySelector('[part~="field"]')!.classList.contains('invalid')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('with an error alone: described by the error', async () => {
    const el = mount(textField(text({ error: 'Too long.' })));
    expect(description(control(el))).to.deep.equal(['Too long.']);
    expect(el.querySelectorAll('.hint')).to.have.length(0);
  });

  it('locked: read-only, and its hint says the site set it', async () => {
    const el = mount(textField(text({ value: 'example.com', hint: 'Like example.com', locked: true })));
    const input = control(el);
    expect(input.readOnly).to.equal(true);
    expect(description(input)).to.deep.equal([LOCKED_HINT]);
    await expect(el).to.be.accessible();
  });

  it('hands back what the buyer types, and their leaving the field', async () => {
    const typed: string[] = [];
    let left = 0;
    const el = mount(textField(text({ onInput: (value) => typed.push(value), onBlur: () => (left += 1) })));
    const input = control(el);
    input.focus();
    // The browser's keyboard: the page is brought to the front, so the field really has focus to lose.
    await sendKeys({ type: 'exa' });
    input.blur();
    expect(typed).to.deep.equal(['e', 'ex', 'exa']);
    expect(left).to.equal(1);
  });

  it('an address: left to right in any language, in monospace, with its action beside the input', async () => {
    const action = html`<button type="button">Use my wallet</button>`;
    const el = mount(
      textField(text({ path: 'ownerAddress', label: 'Owner address', type: 'text', ltr: true, mono: true, autocomplete: 'on', action })),
    );
    const input = control(el);
    expect(input.dir).to.equal('ltr');
    expect(input.classList.contains('mono')).to.equal(true);
    expect(input.hasAttribute('inputmode'), 'the full keyboard: letters and digits').to.equal(false);
    expect(input.autocomplete).to.equal('on');
    expect(input.nextElementSibling?.textContent).to.equal('Use my wallet');
    await expect(el).to.be.accessible();
  });

  it('an e-mail: of type email, neither left to right nor monospace unless asked', async () => {
    const el = mount(textField(text({ path: 'ownerEmail', label: 'E-mail', type: 'email' })));
    const input = control(el);
    expect(input.type).to.equal('email');
    expect(input.id).to.equal('f-ownerEmail');
    expect(input.hasAttribute('dir')).to.equal(false);
    expect(input.hasAttribute('class')).to.equal(false);
  });
});

describe('textField: what a phone shows', () => {
  it('an address as it is typed: again under the input in groups of four, whole, and read out once (by the input)', async () => {
    const el = mount(textField(text({ path: 'ownerAddress', label: 'Owner address', value: OWNER, ltr: true, mono: true })));
    const groups = el.querySelector<HTMLElement>('.address')!;
    expect(groups.previousElementSibling, 'right under the input').to.equal(control(el));
    expect([...groups.querySelectorAll('span')].map((g) => g.textContent)).to.deep.equal(addressGroups(OWNER));
    expect(groups.textContent, 'every character, nothing added').to.equal(OWNER);
    expect(groups.getAttribute('aria-hidden'), 'the input is what a screen reader reads').to.equal('true');
    expect(groups.dir).to.equal('ltr');
    await expect(el).to.be.accessible();
  });

  it('after the action beside the field: the groups that a press on it brings move not the button pressed', () => {
    const action = html`<button type="button">Use my wallet</button>`;
    const el = mount(textField(text({ path: 'ownerAddress', label: 'Owner address', value: OWNER, mono: true, action })));
    expect(control(el).nextElementSibling?.textContent).to.equal('Use my wallet');
    expect(el.querySelector('.address')!.previousElementSibling?.textContent).to.equal('Use my wallet');
  });

  it('no groups while the address is empty, and none under a field that is not an address', () => {
    expect(mount(textField(text({ path: 'ownerAddress', value: '', mono: true }))).querySelector('.address')).to.equal(null);
    expect(mount(textField(text({ value: 'example.com' }))).querySelector('.address')).to.equal(null);
  });

  it('types as each field asks: no capitals, corrections or spelling marks unless a name asks for capitals', () => {
    const plain = control(mount(textField(text({ value: 'example.com', inputmode: 'url' }))));
    expect(plain.getAttribute('inputmode')).to.equal('url');
    expect(plain.getAttribute('autocapitalize')).to.equal('off');
    expect(plain.getAttribute('autocorrect')).to.equal('off');
    expect(plain.spellcheck).to.equal(false);
    const name = control(mount(textField(text({ path: 'ownerName', autocapitalize: 'words', autocomplete: 'name' }))));
    expect(name.getAttribute('autocapitalize')).to.equal('words');
    expect(name.autocomplete).to.equal('name');
    const email = control(mount(textField(text({ path: 'ownerEmail', type: 'email', inputmode: 'email' }))));
    expect(email.getAttribute('inputmode')).to.equal('email');
  });
});

describe('selectField', () => {
  it('is a labelled picker of the options, showing the chosen one', async () => {
    const el = mount(selectField(select()));
    const picker = control<HTMLSelectElement>(el);
    expect(picker.localName).to.equal('select');
    expect(labelOf(picker)).to.deep.equal(['Period']);
    expect([...picker.options].map((o) => [o.value, o.textContent])).to.deep.equal([
      ['1', '1 year'],
      ['2', '2 years'],
    ]);
    expect(picker.value).to.equal('2');
    expect(picker.hasAttribute('aria-describedby')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('hands back what the buyer picks', async () => {
    const picked: string[] = [];
    const el = mount(selectField(select({ onChange: (value) => picked.push(value) })));
    const picker = control<HTMLSelectElement>(el);
    picker.value = '1';
    picker.dispatchEvent(new Event('change'));
    expect(picked).to.deep.equal(['1']);
  });

  it('with a hint and an error: described by both and marked invalid', async () => {
    const el = mount(selectField(select({ hint: 'Renewed each year', error: 'Choose a period.' })));
    const picker = control<HTMLSelectElement>(el);
    expect(description(picker)).to.deep.equal(['Renewed each year', 'Choose a period.']);
    expect(picker.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it("locked: a read-only text showing the chosen option's label, with the locked hint", async () => {
    const el = mount(selectField(select({ locked: true })));
    const input = control(el);
    expect(input.localName).to.equal('input');
    expect(input.readOnly).to.equal(true);
    expect(input.value).to.equal('2 years');
    expect(labelOf(input)).to.deep.equal(['Period']);
    expect(description(input)).to.deep.equal([LOCKED_HINT]);
    expect(el.querySelectorAll('select').length, 'no picker').to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('locked on a value no option has: that value, as given', async () => {
    const el = mount(selectField(select({ locked: true, value: '12' })));
    expect(control(el).value).to.equal('12');
  });
});
