// The buyer inside the sandboxed frame: asks for the payment details (base-url from the query),
// presses each "Copy", and posts to the parent what the page's selection and the feedback read.
const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 20));

async function until(test, what) {
  for (let i = 0; i < 250; i += 1) {
    const value = test();
    if (value) return value;
    await nextFrame();
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function run() {
  const el = document.querySelector('market-crypto-checkout');
  el.setAttribute('base-url', new URLSearchParams(location.search).get('base'));
  await customElements.whenDefined('market-crypto-checkout');
  await el.updateComplete;
  const response = await el.submit();
  await el.updateComplete;
  const root = el.shadowRoot;
  const copies = [];
  for (const button of root.querySelectorAll('button[part~="copy-button"]')) {
    button.click();
    const feedback = await until(() => button.parentElement.querySelector('.copy-feedback'), 'the copy feedback');
    copies.push({
      selection: document.getSelection().toString(),
      feedback: feedback.textContent.trim(),
      // The copy feedback's own live region, apart from the countdown's (issue 43).
      announced: root.querySelector('.support > [role="status"]').textContent.trim(),
    });
  }
  return {
    origin: self.origin,
    amount: String(response?.amount),
    address: response?.address,
    copies,
    errors: window.pageErrors,
  };
}

run().then(
  (result) => parent.postMessage({ sandboxCopy: result }, '*'),
  (error) => parent.postMessage({ sandboxCopy: { failed: String(error), errors: window.pageErrors } }, '*'),
);
