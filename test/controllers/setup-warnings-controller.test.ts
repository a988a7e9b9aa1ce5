/**
 * The developer is told what is wrong with an element's setup once per problem, after the update
 * that asked, and only while the element is on the page; what only the check file's rules can
 * judge, once that file is here, which the warnings never fetch. Nothing else in this page loads
 * the check file before the last test.
 */
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { SetupWarningsController } from '../../src/controllers/setup-warnings-controller.js';
import { checksNow, loadChecks } from '../../src/loading/checks.js';

class SetupHost extends LitElement {
  problems: string[] = [];
  readonly warnings = new SetupWarningsController(this, () => this.problems);
}
customElements.define('setup-host', SetupHost);

/** A host whose partner id only the check file's rules can judge. */
class CheckedHost extends LitElement {
  readonly warnings = new SetupWarningsController(this, (checks) => [
    'base-url is missing.',
    ...(checks ? checks.hostFieldProblems(checks.fiatRequestSchemaFor().shape, { partnerId: 'nope' }, { partnerId: 'partner-id' }) : []),
  ]);
}
customElements.define('checked-host', CheckedHost);

async function warned(act: (said: readonly string[]) => Promise<void> | void): Promise<string[]> {
  const said: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => said.push(args.join(' '));
  try {
    await act(said);
    await aTimeout(0);
  } finally {
    console.warn = original;
  }
  return said;
}

describe('SetupWarningsController', () => {
  it('warns of each problem once, after the task that asked, however often it is asked', async () => {
    const el = await fixture<SetupHost>(html`<setup-host></setup-host>`);
    el.problems = ['base-url is missing.'];
    let before: string[] = [];
    const said = await warned((sofar) => {
      el.warnings.soon();
      el.warnings.soon();
      before = [...sofar];
    });
    expect(before, 'not before the current task ends').to.deep.equal([]);
    expect(said).to.deep.equal(['<setup-host> base-url is missing.']);
    el.problems = ['base-url is missing.', 'max-years must be a whole number.'];
    expect(await warned(() => el.warnings.soon())).to.deep.equal(['<setup-host> max-years must be a whole number.']);
  });

  it('tells nothing of an element removed before its check', async () => {
    const el = await fixture<SetupHost>(html`<setup-host></setup-host>`);
    el.problems = ['base-url is missing.'];
    expect(
      await warned(() => {
        el.warnings.soon();
        el.remove();
      }),
    ).to.deep.equal([]);
  });

  it("tells what the check file's rules find once the file is here, and never fetches it for that", async () => {
    const el = await fixture<CheckedHost>(html`<checked-host></checked-host>`);
    expect(await warned(() => el.warnings.soon())).to.deep.equal(['<checked-host> base-url is missing.']);
    await aTimeout(50);
    expect(checksNow(), 'the warnings fetched nothing').to.equal(undefined);
    expect(await warned(async () => void (await loadChecks()))).to.deep.equal(['<checked-host> partner-id: The partner id must be a UUID.']);
  });
});
