/**
 * A press that starts on a button counts even when the layout moved the button away before the
 * release: the browser then fires no click (the release lands elsewhere). A field's own error
 * reserves its line, but a page may still move things (a banner of its own), and a lost first
 * press is what a buyer blames the form for. Moving the pointer off the button before letting go
 * still cancels, as on any button.
 */

/** How far the pointer may wander between press and release and still be the same press (px). */
const STILL = 5;

/** A `pointerdown` listener for `button`'s press that calls `act` when the click was lost this way. */
export function pressCounts(act: () => void): (down: PointerEvent) => void {
  return (down) => {
    if (down.button !== 0) return;
    const button = down.currentTarget as HTMLButtonElement;
    const done = new AbortController();
    const release = (up: PointerEvent) => {
      done.abort();
      if (up.type !== 'pointerup' || up.pointerId !== down.pointerId) return;
      const still = Math.abs(up.clientX - down.clientX) <= STILL && Math.abs(up.clientY - down.clientY) <= STILL;
      const box = button.getBoundingClientRect();
      // Still over the button: the browser's own click follows.
      const over = up.clientX >= box.left && up.clientX <= box.right && up.clientY >= box.top && up.clientY <= box.bottom;
      if (still && !over && button.isConnected && !button.disabled) act();
    };
    for (const type of ['pointerup', 'pointercancel']) addEventListener(type, release as EventListener, { capture: true, signal: done.signal });
  };
}
