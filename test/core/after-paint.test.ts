/**
 * afterPaint, which holds the price file's request until the form's first frame is painted: on a
 * visible page its task runs after the next animation frame's callbacks, never within the task
 * that asked; on a hidden page, which draws no frame, it runs all the same.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { afterPaint } from '../../src/core/after-paint.js';
import { setPageVisible } from '../helpers/page-visibility.js';

/**
 * Hides this page, again when it shows anew: in Chromium, a page of another test file closing in
 * front hands the front to whichever tab Chromium picks (the fresh-clone CI once saw ours so).
 */
async function hidePage(): Promise<boolean> {
  for (let i = 0; i < 5 && !document.hidden; i += 1) await setPageVisible(false);
  return document.hidden;
}

describe('afterPaint', () => {
  after(() => setPageVisible(true));

  it('on a visible page, runs its task after the next frame, not in the task that asked', async () => {
    await setPageVisible(true);
    const order: string[] = [];
    afterPaint(() => order.push('task'));
    requestAnimationFrame(() => order.push('frame'));
    await Promise.resolve();
    expect(order, 'nothing within the asking task').to.deep.equal([]);
    await waitUntil(() => order.includes('task'), 'the task ran', { timeout: 5_000 });
    expect(order).to.deep.equal(['frame', 'task']);
  });

  it('on a hidden page, which draws no frame, runs its task still', async () => {
    expect(await hidePage(), 'the page is hidden').to.equal(true);
    let ran = false;
    afterPaint(() => (ran = true));
    await waitUntil(() => ran, 'the task ran on a hidden page', { timeout: 5_000 });
  });
});
