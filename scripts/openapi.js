// docs/openapi.json: the purchase service as OpenAPI 3.1, its bodies generated from the zod
// schemas the client and the mock validate with (src/checks/schemas.ts, as src/checks/eager-schemas.ts exports them), by zod's own JSON Schema
// output. `npm run build` writes it; test/node/openapi.test.js checks it is what this makes now
// and that the mock's answers and the tests' requests fit it.
//
// What zod cannot say in JSON Schema is left out of it, not guessed: the schemas' rules are
// refinements (patterns, lengths, ranges are code), so the document gives shapes, types and
// required fields; the rules are the contract's (shared spec) and the client's.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { toJSONSchema } from 'zod/mini';

export const OPENAPI_PATH = 'docs/openapi.json';

async function loadSchemas(outfile = '.cache/openapi-schemas.mjs') {
  await build({
    stdin: {
      contents: "export * from './src/checks/eager-schemas.ts'; export { FIAT_PATH, CRYPTO_PATH } from './src/checks/client.ts';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(resolve(outfile)).href}?${Date.now()}`);
}

const body = (name) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } });

function operation(operationId, summary, requestName, responseName) {
  return {
    post: {
      operationId,
      summary,
      requestBody: { required: true, content: body(requestName) },
      responses: {
        200: {
          description: `The order exists (${responseName}). The widget refuses a body over 64 KiB, a redirect, and anything that does not fit this schema.`,
          headers: {
            Date: {
              description:
                "The service's clock. Exposed to the page (Access-Control-Expose-Headers: Date), it corrects a buyer's clock for the countdown.",
              schema: { type: 'string' },
            },
          },
          content: body(responseName),
        },
        default: {
          description:
            'Any other status is an `http` error for the widget, which shows the buyer its own plain-language message; for a 4xx, a JSON body\'s own `message` (and `issues`, a list of `{ path, message }`) is shown instead.',
        },
      },
    },
  };
}

/**
 * What a crypto answer's link may be, which the schema's shape cannot say: the rules are the
 * payment-link guard's (README, "What the payment-link guard checks"), Lightning's among them.
 */
function describePayment(schema) {
  const { address, protocol, uri } = schema.properties;
  address.description =
    'Where the buyer pays. For a `lightning:` link, the BOLT11 invoice itself. On Tron, a base58check address of ' +
    'version 0x41 (`T…`, 34 characters) whose checksum holds: never a hex form.';
  protocol.description =
    'The asset paid: a symbol (`BTC`), or a symbol and a network (`USDC on Base`). For a `lightning:` link, ' +
    '`BTC on Lightning`, `Lightning` or `LN`. USDT on Tron also by the names the market uses: `USDT-TRC20`, ' +
    '`USDT.TRC20`, `USDTTRC20`.';
  uri.description =
    'The payment link, checked by the widget before anything is shown: the asset\'s own scheme, paying exactly `amount` ' +
    'to `address` on the named network; anything it cannot check is refused (a `bad-response`). A BTC payment may also ' +
    'be offered over Lightning: a unified link (BIP-321) `bitcoin:ADDRESS?amount=AMOUNT&lightning=INVOICE`, which a ' +
    'wallet pays either way, or a Lightning-only link `lightning:INVOICE`. INVOICE is a BOLT11 payment request on ' +
    'Bitcoin\'s Lightning network (`lnbc`), for exactly `amount` in millisatoshi, with a payment hash, a payment ' +
    'secret, one description or description hash, and at least 60 s before it expires; the payment window then ends ' +
    'at the earlier of `expiryDateEpoch` and the invoice\'s expiry. LNURL, BOLT12 offers (`lno=`), `lightning://` ' +
    'and a second `lightning=` are refused. The invoice\'s signature is not verified: whoever swaps an invoice signs ' +
    'their own; its amount, network, deadline and payment hash are what bind the payment. On Tron: ' +
    '`tron:ADDRESS?amount=AMOUNT` for TRX, `tron:ADDRESS?amount=AMOUNT&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t` ' +
    'for USDT (the token present exactly for USDT), no other parameter; the widget shows the address\'s QR code ' +
    'and the amount, since no Tron wallet reads the link reliably.';
  return schema;
}

/** The document, as an object. */
export async function openApiDocument(pkg) {
  const schemas = await loadSchemas();
  // Requests as the widget sends them (nothing more); responses as it accepts them (a field it
  // does not know is ignored).
  const jsonSchema = (schema, io) => {
    const { $schema, ...rest } = toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
    return rest;
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Market purchase service',
      version: pkg.version,
      description:
        'The two endpoints <market-fiat-checkout> and <market-crypto-checkout> call, relative to their `base-url`. ' +
        'Browsers call them cross-origin: answer the preflight (OPTIONS) with Access-Control-Allow-Origin, ' +
        'Access-Control-Allow-Methods: POST and Access-Control-Allow-Headers: Content-Type, and send ' +
        'Access-Control-Allow-Origin and Access-Control-Expose-Headers: Date with every answer.',
      license: { name: pkg.license, identifier: pkg.license },
    },
    servers: [{ url: 'https://market.example.com', description: "The partner's base-url" }],
    paths: {
      [schemas.FIAT_PATH]: operation('purchaseFiat', 'Create a card order; answers the card processor session', 'FiatPurchaseRequest', 'FiatPurchaseResponse'),
      [schemas.CRYPTO_PATH]: operation('purchaseCrypto', 'Create a crypto order; answers where and how much to pay', 'CryptoPurchaseRequest', 'CryptoPurchaseResponse'),
    },
    components: {
      schemas: {
        FiatPurchaseRequest: jsonSchema(schemas.fiatRequestSchema, 'output'),
        FiatPurchaseResponse: jsonSchema(schemas.fiatResponseSchema, 'input'),
        CryptoPurchaseRequest: jsonSchema(schemas.cryptoRequestSchema, 'output'),
        CryptoPurchaseResponse: describePayment(jsonSchema(schemas.cryptoResponseSchema, 'input')),
      },
    },
  };
}

export const openApiText = async (pkg) => `${JSON.stringify(await openApiDocument(pkg), null, 2)}\n`;

export async function writeOpenApi(pkg) {
  writeFileSync(OPENAPI_PATH, await openApiText(pkg));
}
