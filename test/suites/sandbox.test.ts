/**
 * The checkout in a frame with `sandbox="allow-scripts allow-forms"` (no allow-same-origin: an
 * opaque origin; no clipboard-write): "Copy" cannot write the clipboard there, so it selects the
 * value, exactly, and says so. The frame's own script plays the buyer and posts what it saw
 * (test/suites/sandbox-copy.*), since the test cannot reach into a frame of another origin. The
 * built classic script, as a partner loads it; no engine-specific API.
 */
import { expect } from '@open-wc/testing';
import { mockSession } from '../helpers/mock-session.js';
import { requireBuild } from '../dist/page.js';
import { engine } from '../helpers/engine.js';

interface Copy {
  selection: string;
  feedback: string;
  announced: string;
}
interface Seen {
  failed?: string;
  origin?: string;
  amount?: string;
  address?: string;
  copies?: Copy[];
  errors?: string[];
}

let frame: HTMLIFrameElement | undefined;
afterEach(() => frame?.remove());

function runInSandbox(base: string): Promise<Seen> {
  frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts allow-forms');
  frame.width = '800';
  frame.height = '1200';
  const seen = new Promise<Seen>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame!.contentWindow || !event.data?.sandboxCopy) return;
      window.removeEventListener('message', onMessage);
      resolve(event.data.sandboxCopy as Seen);
    };
    window.addEventListener('message', onMessage);
  });
  frame.src = `/test/suites/sandbox-copy.html?base=${encodeURIComponent(base)}`;
  document.body.append(frame);
  return seen;
}

describe('In a sandboxed frame (allow-scripts allow-forms)', () => {
  it('"Copy" selects exactly the value, amount and address, and says so', async () => {
    await requireBuild();
    const seen = await runInSandbox(mockSession().baseUrl());
    expect(seen.failed, 'the buyer got the payment details').to.equal(undefined);
    expect(seen.origin, 'the frame has an opaque origin').to.equal('null');
    const [amount, address] = seen.copies!;
    // Firefox lets a script write the clipboard even here (web-test-runner.config.js): the copy
    // works, and nothing needs selecting.
    if ((await engine()) === 'firefox') {
      for (const copy of [amount!, address!]) {
        expect(copy.feedback).to.equal('Copied');
        expect(copy.announced).to.match(/ copied to the clipboard$/);
      }
      return;
    }
    expect(amount!.selection).to.equal(seen.amount);
    expect(address!.selection).to.equal(seen.address);
    for (const copy of [amount!, address!]) {
      expect(copy.feedback).to.equal('Selected: copy it by hand');
      expect(copy.announced).to.equal('Selected: copy it by hand');
    }
    expect(seen.errors).to.deep.equal([]);
  });
});
