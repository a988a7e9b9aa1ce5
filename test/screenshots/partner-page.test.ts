/**
 * The checkout on partner pages whose CSS reaches it (test/screenshots/partner-pages.ts): each
 * state is photographed at 360 and 1024 px, light and dark, and compared with the SAME baseline
 * as on a clean page (crypto.test.ts and fiat.test.ts take those), so any change in look the
 * page's CSS makes fails here.
 */
import { STAGES } from '../../demo/gallery-states.js';
import { enterPartnerPage, leavePartnerPage, PARTNER_PAGES } from './partner-pages.js';
import { mountStage, photograph } from './stages.js';

const SHOWN = ['crypto-form', 'crypto-payment', 'fiat-form', 'fiat-handed-off'];

describe('the checkout on a partner page whose CSS reaches it', function () {
  this.timeout(30_000);
  afterEach(leavePartnerPage);

  for (const page of PARTNER_PAGES) {
    for (const stage of STAGES.filter((s) => SHOWN.includes(s.name))) {
      it(`${stage.title}, on a page with ${page.name}: as on a clean page`, async () => {
        enterPartnerPage(page);
        const el = await mountStage(stage);
        page.onElement?.(el);
        await photograph(el, stage.name);
      });
    }
  }
});
