// Loaded before the bundle on the first-paint test pages (test/locales/first-paint.test.ts): at
// every animation frame from then on, what each checkout on the page draws: whether its submit
// button and period label are drawn at all (laid out and not hidden), their text and their
// direction as computed. Read by the test as window.paintedFrames.
window.paintedFrames = [];
const drawn = (node) => !!node && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
const text = (node) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const record = () => {
  for (const el of document.querySelectorAll('market-crypto-checkout, market-fiat-checkout')) {
    const submit = el.shadowRoot?.querySelector('[part~="submit"]');
    // The second label, the period's: its words differ in every language (the first, "Domain", is German too).
    const label = el.shadowRoot?.querySelectorAll('label')[1];
    const shown = drawn(submit) || drawn(label);
    window.paintedFrames.push({
      element: el.localName,
      shown,
      submit: shown ? text(submit) : '',
      label: shown ? text(label) : '',
      dir: shown ? getComputedStyle(submit ?? label).direction : '',
    });
  }
  requestAnimationFrame(record);
};
requestAnimationFrame(record);
