// Chromium runs the test files' pages side by side as tabs of one window: one of them is in front,
// and a page behind draws no frames, so a screenshot or a wait for a frame there never ends.
// Whatever brings a page to the front and needs it to stay there (a screenshot, a page made
// visible, a frame before a heap count) takes its turn here, so that another file's page does not
// take the front in the middle of it (a screenshot then timed out after 20 s).
let queue = Promise.resolve();

/** Runs `task` once every earlier one has ended, failed or not; resolves or rejects as it does. */
export function inFront(task) {
  const turn = queue.then(task);
  queue = turn.catch(() => undefined);
  return turn;
}
