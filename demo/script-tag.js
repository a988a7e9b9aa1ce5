// The host's code on a page without a build step: listen to the events the elements fire.
document.addEventListener('market-crypto-payment', (event) => {
  const { response, expiresAt } = event.detail;
  console.log(`Order ${response.orderId}: pay ${response.protocol} before ${new Date(expiresAt).toLocaleTimeString()}`);
});

document.addEventListener('market-fiat-session', (event) => {
  // Mount the card processor's UI here with event.detail.response's keys and session.
  document.getElementById('card-payment').textContent = `Order ${event.detail.response.orderId}: card form goes here.`;
});

document.addEventListener('market-fiat-cancelled', () => {
  // The buyer went back to change their details: unmount the card processor's UI.
  document.getElementById('card-payment').replaceChildren();
});

document.addEventListener('market-error', (event) => {
  console.warn(`market-checkout: ${event.detail.error.code}: ${event.detail.error.message}`);
});
