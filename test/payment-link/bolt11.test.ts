/**
 * The BOLT11 decoder (src/payment-link/bolt11.ts): what an invoice states, read exactly, and
 * every invoice BOLT11 tells a reader to fail refused, never thrown. Whether an invoice pays a
 * purchase (amount, network, deadline) is the guard's question: test/payment-link/guard.test.ts.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { decodeBolt11, MAX_INVOICE_LENGTH, type Bolt11Decoding, type Bolt11Invoice } from '../../src/payment-link/bolt11.js';
import { bech32, bytesToWords, fromHex, highS, mintInvoice, numberToWords, type InvoiceField } from '../../mock/mint-invoice.js';
import { checkProperty } from '../helpers/property-runs.js';

/** BOLT11's examples (lightning/bolts, 11-payment-encoding.md at a3772650, March 2026), with what each states. */
const HASH = '0001020304050607080900010203040506070809000102030405060708090102';
const SECRET = '1111111111111111111111111111111111111111111111111111111111111111';
const LIST_HASH = '3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1';
const T = 1496314658;
const stated = (fields: Partial<Bolt11Invoice>): Bolt11Invoice => ({
  network: 'lnbc',
  timestamp: T,
  expiresAt: T + 3600,
  paymentHash: HASH,
  paymentSecret: SECRET,
  ...fields,
});
const LIST = stated({ amountMsat: 2_000_000_000n, descriptionHash: LIST_HASH });

const VALID: [title: string, invoice: string, fields: Bolt11Invoice][] = [
  [
    'a donation of any amount',
    'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql',
    stated({ description: 'Please consider supporting this project' }),
  ],
  [
    '$3 for a cup of coffee, within one minute',
    'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh',
    stated({ amountMsat: 250_000_000n, expiresAt: T + 60, description: '1 cup coffee' }),
  ],
  [
    '0.0025 BTC for a cup of nonsense (ナンセンス 1杯), within one minute',
    'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpu9qrsgqhtjpauu9ur7fw2thcl4y9vfvh4m9wlfyz2gem29g5ghe2aak2pm3ps8fdhtceqsaagty2vph7utlgj48u0ged6a337aewvraedendscp573dxr',
    stated({ amountMsat: 250_000_000n, expiresAt: T + 60, description: 'ナンセンス 1杯' }),
  ],
  [
    '$24 for an entire list of things (hashed)',
    'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqs9qrsgq7ea976txfraylvgzuxs8kgcw23ezlrszfnh8r6qtfpr6cxga50aj6txm9rxrydzd06dfeawfk6swupvz4erwnyutnjq7x39ymw6j38gp7ynn44',
    LIST,
  ],
  [
    'the same, on testnet, with a fallback address',
    'lntb20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un989qrsgqdj545axuxtnfemtpwkc45hx9d2ft7x04mt8q7y6t0k2dge9e7h8kpy9p34ytyslj3yu569aalz2xdk8xkd7ltxqld94u8h2esmsmacgpghe9k8',
    { ...LIST, network: 'lntb' },
  ],
  [
    'mainnet, a fallback address and extra routing information',
    'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqsfpp3qjmp7lwpagxun9pygexvgpjdc4jdj85fr9yq20q82gphp2nflc7jtzrcazrra7wwgzxqc8u7754cdlpfrmccae92qgzqvzq2ps8pqqqqqqpqqqqq9qqqvpeuqafqxu92d8lr6fvg0r5gv0heeeqgcrqlnm6jhphu9y00rrhy4grqszsvpcgpy9qqqqqqgqqqqq7qqzq9qrsgqdfjcdk6w3ak5pca9hwfwfh63zrrz06wwfya0ydlzpgzxkn5xagsqz7x9j4jwe7yj7vaf2k9lqsdk45kts2fd0fkr28am0u4w95tt2nsq76cqw0',
    LIST,
  ],
  [
    'mainnet, a P2SH fallback',
    'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfppj3a24vwu6r8ejrss3axul8rxldph2q7z99qrsgqz6qsgww34xlatfj6e3sngrwfy3ytkt29d2qttr8qz2mnedfqysuqypgqex4haa2h8fx3wnypranf3pdwyluftwe680jjcfp438u82xqphf75ym',
    LIST,
  ],
  [
    'mainnet, a P2WPKH fallback',
    'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfppqw508d6qejxtdg4y5r3zarvary0c5xw7k9qrsgqt29a0wturnys2hhxpner2e3plp6jyj8qx7548zr2z7ptgjjc7hljm98xhjym0dg52sdrvqamxdezkmqg4gdrvwwnf0kv2jdfnl4xatsqmrnsse',
    LIST,
  ],
  [
    'mainnet, a P2WSH fallback',
    'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfp4qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q9qrsgq9vlvyj8cqvq6ggvpwd53jncp9nwc47xlrsnenq2zp70fq83qlgesn4u3uyf4tesfkkwwfg3qs54qe426hp3tz7z6sweqdjg05axsrjqp9yrrwc',
    LIST,
  ],
  [
    'mainnet, a P2TR fallback',
    'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqsfp4pptdvg0d2nj99568qn6ssdy4cygnwuxgw2ukmnwgwz7jpqjz2kszs9qrsgqy606dznq28exnydt2r4c29y56xjtn3sk4mhgjtl4pg2y4ar3249rq4ajlmj9jy8zvlzw7cr8mggqzm842xfr0v72rswzq9xvr4hknfsqwmn6xd',
    LIST,
  ],
  [
    '0.00967878534 BTC within one week, in pico-BTC',
    'lnbc9678785340p1pwmna7lpp5gc3xfm08u9qy06djf8dfflhugl6p7lgza6dsjxq454gxhj9t7a0sd8dgfkx7cmtwd68yetpd5s9xar0wfjn5gpc8qhrsdfq24f5ggrxdaezqsnvda3kkum5wfjkzmfqf3jkgem9wgsyuctwdus9xgrcyqcjcgpzgfskx6eqf9hzqnteypzxz7fzypfhg6trddjhygrcyqezcgpzfysywmm5ypxxjemgw3hxjmn8yptk7untd9hxwg3q2d6xjcmtv4ezq7pqxgsxzmnyyqcjqmt0wfjjq6t5v4khxsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsxqyjw5qcqp2rzjq0gxwkzc8w6323m55m4jyxcjwmy7stt9hwkwe2qxmy8zpsgg7jcuwz87fcqqeuqqqyqqqqlgqqqqn3qq9q9qrsgqrvgkpnmps664wgkp43l22qsgdw4ve24aca4nymnxddlnp8vh9v2sdxlu5ywdxefsfvm0fq3sesf08uf6q9a2ke0hc9j6z6wlxg5z5kqpu2v9wz',
    stated({
      amountMsat: 967_878_534n,
      timestamp: 1572468703,
      expiresAt: 1572468703 + 604800,
      paymentHash: '462264ede7e14047e9b249da94fefc47f41f7d02ee9b091815a5506bc8abf75f',
      description:
        'Blockstream Store: 88.85 USD for Blockstream Ledger Nano S x 1, "Back In My Day" Sticker x 2, "I Got Lightning Working" Sticker x 2 and 1 more items',
    }),
  ],
  [
    '$30 for coffee beans, features 8, 14 and 99 (odd, unknown: ignored)',
    'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqqsgq2a25dxl5hrntdtn6zvydt7d66hyzsyhqs4wdynavys42xgl6sgx9c4g7me86a27t07mdtfry458rtjr0v92cnmswpsjscgt2vcse3sgpz3uapa',
    stated({ amountMsat: 2_500_000_000n, description: 'coffee beans' }),
  ],
  [
    'the same, all upper case',
    'LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQQSGQ2A25DXL5HRNTDTN6ZVYDT7D66HYZSYHQS4WDYNAVYS42XGL6SGX9C4G7ME86A27T07MDTFRY458RTJR0V92CNMSWPSJSCGT2VCSE3SGPZ3UAPA',
    stated({ amountMsat: 2_500_000_000n, description: 'coffee beans' }),
  ],
  [
    '0.01 BTC with payment metadata',
    'lnbc10m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdp9wpshjmt9de6zqmt9w3skgct5vysxjmnnd9jx2mq8q8a04uqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q2gqqqqqqsgq7hf8he7ecf7n4ffphs6awl9t6676rrclv9ckg3d3ncn7fct63p6s365duk5wrk202cfy3aj5xnnp5gs3vrdvruverwwq7yzhkf5a3xqpd05wjc',
    stated({ amountMsat: 1_000_000_000n, description: 'payment metadata inside' }),
  ],
  [
    'public-key recovery with a high-S signature (no payee key: allowed)',
    'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap2r09nt4ndd0unm3z9u5t48y6ucv4r5sg7lk98c77ctvjczkspk5qprc90gx',
    stated({ description: 'Please consider supporting this project' }),
  ],
];

/**
 * BOLT11's example "Same, but including fields which must be ignored" (p, h, s and n fields of
 * other lengths) predates its own rule of June 2025 (lightning/bolts#1243): "MUST fail the
 * payment if any mandatory field (p, h, s, n) does not have the correct length". The rule stands
 * (the contract says the same), so this example is refused.
 */
const MALFORMEDS_ONCE_IGNORED =
  'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqqsgq2qrqqqfppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqpp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhpnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqspnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnp5qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnpkqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqz599y53s3ujmcfjp5xrdap68qxymkqphwsexhmhr8wdz5usdzkzrse33chw6dlp3jhuhge9ley7j2ayx36kawe7kmgg8sv5ugdyusdcqzn8z9x';

// Three reasons only (each costs bytes in every crypto script); the tests below show which rule refuses.
const NOT_BECH32 = 'the lightning invoice is not bech32';
const UNKNOWN_AMOUNT = 'the lightning invoice names an unknown network or amount';
const MALFORMED = 'the lightning invoice is malformed';

/** BOLT11's "Examples of Invalid Invoices", each with the rule that refuses it here. */
const INVALID: [title: string, invoice: string, reason: string][] = [
  [
    'an unknown even feature (100)',
    'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q4psqqqqqqqqqqqqqqqqsgqtqyx5vggfcsll4wu246hz02kp85x4katwsk9639we5n5yngc3yhqkm35jnjw4len8vrnqnf5ejh0mzj9n3vz2px97evektfm2l6wqccp3y7372',
    MALFORMED,
  ],
  [
    'an invalid bech32 checksum',
    'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrnt',
    NOT_BECH32,
  ],
  [
    'no separator (no 1)',
    'pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny',
    NOT_BECH32,
  ],
  [
    'mixed case',
    'LNBC2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny',
    NOT_BECH32,
  ],
  [
    'a signature that is not recoverable (recovery id 2)',
    'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqwgt7mcn5yqw3yx0w94pswkpq6j9uh6xfqqqtsk4tnarugeektd4hg5975x9am52rz4qskukxdmjemg92vvqz8nvmsye63r5ykel43pgz7zq0g2',
    MALFORMED,
  ],
  [
    'too short for a signature',
    'lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6na6hlh',
    MALFORMED,
  ],
  [
    'an invalid multiplier',
    'lnbc2500x1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqrrzc4cvfue4zp3hggxp47ag7xnrlr8vgcmkjxk3j5jqethnumgkpqp23z9jclu3v0a7e0aruz366e9wqdykw6dxhdzcjjhldxq0w6wgqcnu43j',
    UNKNOWN_AMOUNT,
  ],
  [
    'sub-millisatoshi precision',
    'lnbc2500000001p1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgq0lzc236j96a95uv0m3umg28gclm5lqxtqqwk32uuk4k6673k6n5kfvx3d2h8s295fad45fdhmusm8sjudfhlf6dcsxmfvkeywmjdkxcp99202x',
    UNKNOWN_AMOUNT,
  ],
  [
    'the required s field missing',
    'lnbc20m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqs9qrsgq7ea976txfraylvgzuxs8kgcw23ezlrszfnh8r6qtfpr6cxga50aj6txm9rxrydzd06dfeawfk6swupvz4erwnyutnjq7x39ymw6j38gp49qdkj',
    MALFORMED,
  ],
  [
    // Its s field comes twice: the first counts, as for a payer.
    'a high-S signature beside the payee key n',
    'lnbc25m1p70xwfzpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaqnp4q0n326hr8v9zprg8gsvezcch06gfaqqhde2aj730yg0durunfhv66sp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsp5cfzp9ugllvk03rltd6hvndxj26ux6gcxc5azyxk060rj9tzghct5zvjlps76gx8wpq5yuu79688k8gnm2c0al6v608s96l0xzrrlqqwnzxmu',
    MALFORMED,
  ],
];

function decoded(invoice: string): Bolt11Invoice {
  const result = decodeBolt11(invoice);
  if (!result.ok) throw new Error(`${invoice} was refused: ${result.reason}`);
  return result.invoice;
}

function refusal(invoice: string): string {
  const result = decodeBolt11(invoice);
  expect(result.ok, `${invoice} was decoded`).to.equal(false);
  return result.ok ? '' : result.reason;
}

/** The p and s fields of a minted invoice, to add to another. */
function mintInvoiceFields({ paymentHash, paymentSecret }: { paymentHash: string; paymentSecret: string }): InvoiceField[] {
  return [
    { tag: 'p', words: bytesToWords(fromHex(paymentHash)) },
    { tag: 's', words: bytesToWords(fromHex(paymentSecret)) },
  ];
}

/** An unknown field (type 0) of `words` words: padding that every reader skips. */
const padding = (words: number): InvoiceField => ({ tag: 'q', words: new Array<number>(words).fill(0) });

/** A freshly signed invoice exactly `length` characters long, its length made up with unknown fields. */
function invoiceOfLength(length: number): string {
  const base = mintInvoice({ amountMsat: 1000n }).invoice.length;
  let rest = length - base;
  const extra: InvoiceField[] = [];
  // Each field costs 3 characters beside its words, and holds 1023 words at most.
  while (rest > 0) {
    const words = rest <= 1026 ? rest - 3 : 1000;
    if (words < 0) throw new Error(`no field fits in ${rest} characters`);
    extra.push(padding(words));
    rest -= words + 3;
  }
  const { invoice } = mintInvoice({ amountMsat: 1000n, fields: (fields) => [...fields, ...extra] });
  expect(invoice.length).to.equal(length);
  return invoice;
}

describe('decodeBolt11: BOLT11\'s own examples', () => {
  for (const [title, invoice, fields] of VALID) {
    it(`decodes ${title} to its stated fields`, () => {
      expect(decoded(invoice)).to.deep.equal(fields);
    });
  }

  it('refuses the example whose fields of wrong length were once ignored (BOLT11 fails them since 2025)', () => {
    expect(refusal(MALFORMEDS_ONCE_IGNORED)).to.equal(MALFORMED);
  });

  for (const [title, invoice, reason] of INVALID) {
    it(`refuses ${title}`, () => {
      expect(refusal(invoice)).to.equal(reason);
    });
  }
});

describe('decodeBolt11: invoices minted fresh', () => {
  it('reads back every field it was signed with', () => {
    const minted = mintInvoice({ amountMsat: 150_000_000n, expiry: 900, description: 'example.com, 1 year' });
    expect(decoded(minted.invoice)).to.deep.equal({
      network: 'lnbc',
      amountMsat: 150_000_000n,
      timestamp: minted.timestamp,
      expiresAt: minted.timestamp + 900,
      paymentHash: minted.paymentHash,
      paymentSecret: minted.paymentSecret,
      description: 'example.com, 1 year',
    });
  });

  it('reads each amount multiplier to the millisatoshi, with integer arithmetic', () => {
    const cases: [text: string, msat: bigint][] = [
      ['1', 100_000_000_000n],
      ['21000000', 2_100_000_000_000_000_000n],
      ['15m', 1_500_000_000n],
      ['1500u', 150_000_000n],
      ['1n', 100n],
      ['10p', 1n],
      ['1234567890p', 123_456_789n],
      // Beyond 2^53 millisatoshi: a float would round it.
      ['90071992547409930p', 9_007_199_254_740_993n],
    ];
    for (const [text, msat] of cases) {
      expect(decoded(mintInvoice({ amountText: text }).invoice).amountMsat, text).to.equal(msat);
    }
  });

  it('refuses a p amount that is not a whole millisatoshi, a zero and a leading zero', () => {
    for (const text of ['1p', '15p', '0', '0m', '01m', 'm', '1.5m', '1k']) {
      expect(refusal(mintInvoice({ amountText: text }).invoice), text).to.equal(UNKNOWN_AMOUNT);
    }
  });

  it('reads the four network prefixes and refuses any other', () => {
    for (const network of ['lnbc', 'lntb', 'lntbs', 'lnbcrt'] as const) {
      expect(decoded(mintInvoice({ network, amountMsat: 1000n }).invoice).network).to.equal(network);
    }
    for (const network of ['lnltc', 'lnsb', 'lntbx', 'ln', 'bc', 'lnurl', 'lno']) {
      expect(refusal(mintInvoice({ network, amountMsat: 1000n }).invoice), network).to.equal(UNKNOWN_AMOUNT);
    }
  });

  it('decodes all upper case as all lower case, and refuses one letter in the other case', () => {
    const { invoice } = mintInvoice({ amountMsat: 2_500n, description: 'x' });
    expect(decoded(invoice.toUpperCase())).to.deep.equal(decoded(invoice));
    const at = invoice.search(/[a-z](?=[^a-z]*$)/);
    expect(refusal(invoice.slice(0, at) + invoice[at]!.toUpperCase() + invoice.slice(at + 1))).to.equal(NOT_BECH32);
  });

  it('reads a description hash instead of a description, and refuses both or neither', () => {
    const hash = 'ab'.repeat(32);
    expect(decoded(mintInvoice({ amountMsat: 1000n, descriptionHash: hash }).invoice)).to.include({ descriptionHash: hash }).and.not.have.property('description');
    const both = mintInvoice({ fields: (f) => [...f, { tag: 'h', words: bytesToWords(fromHex(hash)) }] }).invoice;
    expect(refusal(both)).to.equal(MALFORMED);
    const neither = mintInvoice({ fields: (f) => f.filter(({ tag }) => tag !== 'd') }).invoice;
    expect(refusal(neither)).to.equal(MALFORMED);
  });

  it('reads an empty description and a description that is not UTF-8 as text, never markup', () => {
    expect(decoded(mintInvoice({ description: '' }).invoice).description).to.equal('');
    const invalid = mintInvoice({ fields: (f) => f.map((x) => (x.tag === 'd' ? { tag: 'd', words: bytesToWords(Uint8Array.of(0x3c, 0xff, 0x3e)) } : x)) });
    expect(decoded(invalid.invoice).description).to.equal('<\uFFFD>');
  });

  it('refuses a missing payment hash or secret, and reads the first of two, as BOLT11 has payers do', () => {
    for (const tag of ['p', 's']) {
      expect(refusal(mintInvoice({ fields: (f) => f.filter((x) => x.tag !== tag) }).invoice), `no ${tag}`).to.equal(MALFORMED);
    }
    const first = mintInvoice();
    const second = mintInvoice();
    const twice = mintInvoice({ preimage: first.preimage, paymentSecret: first.paymentSecret, fields: (f) => [...f, ...mintInvoiceFields(second)] });
    expect(decoded(twice.invoice)).to.include({ paymentHash: first.paymentHash, paymentSecret: first.paymentSecret });
  });

  it('refuses p, s, h and n fields one word shorter or longer than their length', () => {
    for (const [tag, length] of [['p', 52], ['s', 52], ['h', 52], ['n', 53]] as const) {
      for (const words of [length - 1, length + 1]) {
        const field = { tag, words: new Array<number>(words).fill(1) };
        const invoice = mintInvoice({
          ...(tag === 'h' ? { descriptionHash: '00'.repeat(32) } : {}),
          fields: (f) => [...f.filter((x) => x.tag !== tag), field],
        }).invoice;
        expect(refusal(invoice), `${tag} of ${words} words`).to.equal(MALFORMED);
      }
    }
  });

  it('skips unknown fields and the fields it does not read (routes, fallbacks, metadata)', () => {
    const extra: InvoiceField[] = [padding(7), { tag: 'r', words: new Array<number>(82).fill(3) }, { tag: 'f', words: [17, ...new Array<number>(32).fill(9)] }, { tag: 'm', words: [1, 2] }];
    const minted = mintInvoice({ amountMsat: 5000n, fields: (f) => [...extra, ...f, ...extra] });
    expect(decoded(minted.invoice)).to.include({ amountMsat: 5000n, paymentHash: minted.paymentHash });
  });

  it('reads the expiry, 3600 s by default, and refuses one beyond any date', () => {
    expect(decoded(mintInvoice({ timestamp: 1_800_000_000 }).invoice).expiresAt).to.equal(1_800_003_600);
    expect(decoded(mintInvoice({ timestamp: 1_800_000_000, expiry: 0 }).invoice).expiresAt).to.equal(1_800_000_000);
    expect(decoded(mintInvoice({ timestamp: 1_800_000_000, expiry: 604_800 }).invoice).expiresAt).to.equal(1_800_604_800);
    const endless = mintInvoice({ fields: (f) => [...f, { tag: 'x', words: new Array<number>(12).fill(31) }] }).invoice;
    expect(refusal(endless)).to.equal(MALFORMED);
  });

  it('refuses an unknown even feature and ignores an unknown odd one', () => {
    const features = (...bits: number[]): InvoiceField => {
      const words = new Array<number>(Math.floor(Math.max(...bits) / 5) + 1).fill(0);
      for (const bit of bits) {
        const at = words.length - 1 - Math.floor(bit / 5);
        words[at] = words[at]! | (1 << bit % 5);
      }
      return { tag: '9', words };
    };
    const withFeatures = (...bits: number[]) => mintInvoice({ fields: (f) => [...f, features(...bits)] }).invoice;
    expect(decodeBolt11(withFeatures(8, 14, 16, 24, 36, 48)).ok).to.equal(true);
    expect(decodeBolt11(withFeatures(9, 15, 17, 99, 101)).ok).to.equal(true);
    for (const bit of [0, 10, 50, 100]) expect(refusal(withFeatures(14, bit)), `bit ${bit}`).to.equal(MALFORMED);
  });

  it('refuses a high S beside the payee key, and a recovery id above 1; accepts a high S without the key', () => {
    expect(decodeBolt11(mintInvoice({ payee: true }).invoice).ok).to.equal(true);
    expect(refusal(mintInvoice({ payee: true, signature: highS }).invoice)).to.equal(MALFORMED);
    expect(decodeBolt11(mintInvoice({ signature: highS }).invoice).ok).to.equal(true);
    for (const id of [2, 3, 4, 255]) {
      const invoice = mintInvoice({ signature: (s) => Uint8Array.of(...s.subarray(0, 64), id) }).invoice;
      expect(refusal(invoice), `recovery id ${id}`).to.equal(MALFORMED);
    }
  });

  it(`decodes ${MAX_INVOICE_LENGTH} characters and refuses one more, before decoding`, () => {
    expect(decodeBolt11(invoiceOfLength(MAX_INVOICE_LENGTH)).ok).to.equal(true);
    expect(refusal(invoiceOfLength(MAX_INVOICE_LENGTH + 1))).to.equal(NOT_BECH32);
  });
});

/** A refusal, or an invoice of the declared shape: nothing else, and never an exception. */
function expectDefined(result: Bolt11Decoding, input: string): void {
  if (!result.ok) {
    expect(result.reason, input).to.match(/^the lightning invoice /);
    return;
  }
  const { invoice } = result;
  expect(invoice.paymentHash, input).to.match(/^[0-9a-f]{64}$/);
  expect(invoice.paymentSecret, input).to.match(/^[0-9a-f]{64}$/);
  expect(Number.isSafeInteger(invoice.expiresAt), input).to.equal(true);
  expect('description' in invoice !== 'descriptionHash' in invoice, input).to.equal(true);
}

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const word = fc.integer({ min: 0, max: 31 });

describe('decodeBolt11: fuzzed', () => {
  it('never throws on any string, and refuses every one over 2,048 characters', async () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 3000 }),
      fc.string({ unit: fc.constantFrom(...`${CHARSET}1LNBC${CHARSET.toUpperCase()}`), maxLength: 2600 }),
      fc.tuple(fc.constantFrom('lnbc', 'lntb', 'lnbcrt', 'LNBC', 'lnurl'), fc.string({ unit: fc.constantFrom(...`${CHARSET}1`), maxLength: 2100 })).map(([a, b]) => a + b),
    );
    await checkProperty(
      'bolt11: any string',
      fc.property(anyText, (text) => {
        const result = decodeBolt11(text);
        expectDefined(result, text);
        if (text.length > MAX_INVOICE_LENGTH) expect(result.ok).to.equal(false);
      }),
      400,
    );
  });

  it('never throws on data that passes the checksum, whatever its fields', async () => {
    // Bech32 with a right checksum and a right prefix: what is left to fail is the field reading.
    const data = fc.oneof(
      fc.array(word, { maxLength: 1400 }),
      // A timestamp, then random type-and-length headers with random contents, then 104 signature words.
      fc
        .tuple(
          fc.array(word, { minLength: 7, maxLength: 7 }),
          fc.array(fc.tuple(word, fc.integer({ min: 0, max: 70 })).chain(([type, length]) => fc.array(word, { minLength: length, maxLength: length }).map((words) => [type, length >> 5, length & 31, ...words])), { maxLength: 12 }),
          fc.array(word, { minLength: 104, maxLength: 104 }),
        )
        .map(([time, fields, signature]) => [...time, ...fields.flat(), ...signature]),
    );
    const hrp = fc.tuple(fc.constantFrom('lnbc', 'lntb', 'lntbs', 'lnbcrt'), fc.constantFrom('', '1', '25m', '2500u', '10n', '10p', '15p'));
    await checkProperty(
      'bolt11: checksummed data',
      fc.property(hrp, data, ([prefix, amount], words) => {
        const text = bech32(prefix + amount, words);
        expectDefined(decodeBolt11(text), text);
      }),
      400,
    );
  });

  it('refuses every valid invoice over 2,048 characters (none is decoded)', async () => {
    await checkProperty(
      'bolt11: over the cap',
      fc.property(fc.integer({ min: MAX_INVOICE_LENGTH + 1, max: 4 * MAX_INVOICE_LENGTH }), (length) => {
        expect(refusal(invoiceOfLength(length))).to.equal(NOT_BECH32);
      }),
      30,
    );
  });

  it('reads back what any fresh invoice was signed with', async () => {
    const options = fc.record({
      network: fc.constantFrom('lnbc', 'lntb', 'lntbs', 'lnbcrt'),
      amountMsat: fc.bigInt({ min: 1n, max: 2_100_000_000_000_000_000n }),
      timestamp: fc.integer({ min: 0, max: 2 ** 35 - 1 }),
      expiry: fc.option(fc.integer({ min: 0, max: 2 ** 31 }), { nil: undefined }),
      // A field holds 639 bytes.
      description: fc.string({ unit: 'grapheme', maxLength: 60 }).filter((d) => new TextEncoder().encode(d).length <= 639),
      upper: fc.boolean(),
    });
    await checkProperty(
      'bolt11: round trip',
      fc.property(options, ({ upper, ...o }) => {
        const minted = mintInvoice(o);
        const invoice = decoded(upper ? minted.invoice.toUpperCase() : minted.invoice);
        expect(invoice).to.deep.equal({
          network: o.network,
          amountMsat: o.amountMsat,
          timestamp: o.timestamp,
          expiresAt: o.timestamp + (o.expiry ?? 3600),
          paymentHash: minted.paymentHash,
          paymentSecret: minted.paymentSecret,
          description: o.description,
        });
      }),
      100,
    );
  });

  it('refuses a valid invoice with one character changed, or with its case mixed', async () => {
    const invoices = [mintInvoice({ amountMsat: 150_000_000n }).invoice, mintInvoice({ network: 'lnbcrt', amountMsat: 1n, payee: true, expiry: 60 }).invoice];
    const flip = fc.record({ which: fc.nat(1), at: fc.nat(), to: fc.integer({ min: 0x21, max: 0x7e }) });
    await checkProperty(
      'bolt11: one character changed',
      fc.property(flip, ({ which, at, to }) => {
        const invoice = invoices[which]!;
        const i = at % invoice.length;
        fc.pre(String.fromCharCode(to) !== invoice[i]);
        const changed = invoice.slice(0, i) + String.fromCharCode(to) + invoice.slice(i + 1);
        expect(decodeBolt11(changed).ok, changed).to.equal(false);
      }),
      500,
    );
    const letters = [...invoices[0]!].flatMap((c, i) => (/[a-z]/.test(c) ? [i] : []));
    await checkProperty(
      'bolt11: case mixed',
      fc.property(fc.subarray(letters, { minLength: 1, maxLength: letters.length - 1 }), (upper) => {
        const mixed = [...invoices[0]!].map((c, i) => (upper.includes(i) ? c.toUpperCase() : c)).join('');
        expect(refusal(mixed), mixed).to.equal(NOT_BECH32);
      }),
      300,
    );
  });
});

describe('mintInvoice, the tests\' own signer', () => {
  it('signs as BOLT11 says: it writes the specification\'s first example byte for byte', () => {
    const [, example] = VALID[0]!;
    const minted = mintInvoice({
      timestamp: T,
      paymentSecret: SECRET,
      description: 'Please consider supporting this project',
      // The example's order: s, p, d, then its feature bits 8 and 14.
      fields: ([, s, d]) => [s!, { tag: 'p', words: bytesToWords(fromHex(HASH)) }, d!, { tag: '9', words: [16, 8, 0] }],
    });
    expect(minted.invoice).to.equal(example);
    expect(numberToWords(60)).to.deep.equal([1, 28]);
  });
});
