/**
 * Runs `task` once the frame being made is on screen: work a first paint need not wait for (a
 * file fetched beside the script, its pin checked) then costs that paint nothing. A timer set in
 * a frame's callback runs after that frame is painted; a hidden page draws no frame, so there the
 * timer is set at once (one hidden in between runs it when shown again: nobody saw it meanwhile).
 */
export function afterPaint(task: () => void): void {
  if (document.hidden) setTimeout(task);
  else requestAnimationFrame(() => setTimeout(task));
}
