// mock/mint-invoice.ts runs in Node too, bundled as the mock service is (scripts/load-mock.js):
// the demo's mock answers BTC purchases with invoices it mints. A fresh invoice decodes, in Node,
// to what it was signed with, and its payment hash is the SHA-256 of the preimage a wallet returns.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { build } from 'esbuild';

test('mintInvoice runs in Node: a fresh invoice decodes to its fields, its hash that of its preimage', async () => {
  const outfile = '.cache/mint-invoice-node.mjs';
  await build({
    stdin: {
      contents: "export { mintInvoice } from './mock/mint-invoice.ts'; export { decodeBolt11 } from './src/payment-link/bolt11.ts';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  const { mintInvoice, decodeBolt11 } = await import(`../../${outfile}?${Date.now()}`);
  const minted = mintInvoice({ amountMsat: 42_000_000n, expiry: 900 });
  assert.match(minted.invoice, /^lnbc420u1[02-9ac-hj-np-z]+$/);
  const decoded = decodeBolt11(minted.invoice);
  assert.equal(decoded.ok, true);
  assert.equal(decoded.invoice.amountMsat, 42_000_000n);
  assert.equal(decoded.invoice.expiresAt, minted.timestamp + 900);
  assert.equal(decoded.invoice.paymentHash, createHash('sha256').update(Buffer.from(minted.preimage, 'hex')).digest('hex'));
});
