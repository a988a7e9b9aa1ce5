/**
 * afterPaint, which holds the price file's request until the form's first frame is painted: on a
 * visible page its task runs after the next animation frame's callbacks, never within the task
 * that asked; on a hidden page, which draws no frame, it runs all the same.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { afterPaint } from '../../src/core/after-paint.js';
import { onlyIn } from '../helpers/engine.js';
import { HIDING_ENGINES, setPageVisible } from '../helpers/page-visibility.js';

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

  it('on a hidden page, which draws no frame, runs its task still', async function () {
    await onlyIn(this, HIDING_ENGINES);
    await setPageVisible(false);
    expect(document.hidden, 'the page is hidden').to.equal(true);
    let ran = false;
    afterPaint(() => (ran = true));
    await waitUntil(() => ran, 'the task ran on a hidden page', { timeout: 5_000 });
  });
});
