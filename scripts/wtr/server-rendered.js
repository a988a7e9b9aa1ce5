// Pages whose checkouts a server rendered with Lit's SSR (@lit-labs/ssr), for
// test/controllers/server-rendered.test.ts: /server-rendered.html?lang=&wallet=&base-url= answers
// both elements as declarative shadow DOM from the built package (dist/lib/, the same templates the
// page's module hydrates), after a script that notes every error, the recorder of every frame
// (test/locales/record-frames.js) and, with `wallet`, a browser wallet announcing itself. With
// `lang=de` the server has German registered (README "Server rendering") and the elements carry
// `lang="de"`; with `lang=ar` only the page is Arabic. The page's module (test/helpers/hydrate-client.ts) loads Lit's hydrate
// support first, then the package, as the README says.

/** Lit's SSR and the package, loaded on the first such page (a Node import defines the tags in Lit's stand-in registry). */
let renderer;
const load = async () => {
  const [{ render }, { collectResult }, { html, nothing }, { registerLocale }, { default: german }] = await Promise.all([
    import('@lit-labs/ssr'),
    import('@lit-labs/ssr/lib/render-result.js'),
    import('lit'),
    import('../../dist/lib/index.js'),
    import('../../dist/lib/locales/whole/de.js'),
  ]);
  registerLocale('de', german);
  return (baseUrl, lang = nothing) =>
    collectResult(
      render(html`<market-crypto-checkout lang=${lang} base-url=${baseUrl} partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b" domain="example.com" currencies="BTC ETH SOL"></market-crypto-checkout>
        <market-fiat-checkout lang=${lang} base-url=${baseUrl} partner-id="7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b" external-user-id="0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f" processor-connected-account-id="acct_1Nv0FGQ9RKHgCVdK"><div slot="payment" id="card-payment"></div></market-fiat-checkout>`),
    );
};

const NOTE_ERRORS = `<script>
  window.problems = [];
  addEventListener('error', (event) => problems.push(event.message));
  addEventListener('unhandledrejection', (event) => problems.push(String(event.reason)));
  for (const level of ['error', 'warn']) {
    const log = console[level];
    console[level] = (...args) => (problems.push(args.join(' ')), log(...args));
  }
</script>`;

const WALLET = `<script>
  const provider = { request: async () => [] };
  const detail = Object.freeze({ info: { uuid: '6f1d2c3b-4a5e-4f60-8172-839405a6b7c8', name: 'Page Wallet', icon: 'data:image/png;base64,AA==', rdns: 'example.wallet' }, provider });
  const announce = () => dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  addEventListener('eip6963:requestProvider', announce);
  announce();
</script>`;

export async function serverRendered(ctx, next) {
  if (ctx.path !== '/server-rendered.html') return next();
  renderer ??= load();
  const query = ctx.URL.searchParams;
  const lang = ['ar', 'de'].includes(query.get('lang')) ? query.get('lang') : 'en';
  const markup = await (await renderer)(query.get('base-url'), lang === 'de' ? 'de' : undefined);
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Server-rendered</title>
${NOTE_ERRORS}<script src="/test/locales/record-frames.js"></script>${query.has('wallet') ? WALLET : ''}
<script type="module" src="/test/helpers/hydrate-client.ts"></script></head><body>
${markup}
</body></html>`;
}
