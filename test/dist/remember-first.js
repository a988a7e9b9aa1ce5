// Runs between two copies of the classic script: what the first copy left, to compare after the second.
window.firstCopy = {
  global: window.MarketCheckout,
  fiat: customElements.get('market-fiat-checkout'),
  crypto: customElements.get('market-crypto-checkout'),
};
