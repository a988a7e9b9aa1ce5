/**
 * An address cut in groups of four characters, the one grouping the checkout draws: the payment
 * screen's receiving address (src/payment-screen/address-view.ts) and, as it is typed, the
 * form's owner and wallet addresses (src/elements/fields.ts). Pure, so the first load and the
 * payment file each take it without the other's code.
 */

/** `address` in fours; a cashaddr's `bitcoincash:` prefix stays whole, in front. */
export function addressGroups(address: string): string[] {
  const start = address.lastIndexOf(':') + 1;
  const groups = start ? [address.slice(0, start)] : [];
  for (let i = start; i < address.length; i += 4) groups.push(address.slice(i, i + 4));
  return groups;
}
