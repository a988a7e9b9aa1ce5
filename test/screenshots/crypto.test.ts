/** Every state of <market-crypto-checkout>, at 360 and 1024 px, light and dark; form and payment right to left too. */
import { RTL_STAGES, STAGES } from '../../demo/gallery-states.js';
import { mountStage, photograph } from './stages.js';

describe('<market-crypto-checkout> looks', function () {
  // Four screenshots a test, each compared: more than the default on a busy machine.
  this.timeout(30_000);
  for (const stage of STAGES.filter((s) => s.tag === 'market-crypto-checkout')) {
    it(stage.title, async () => {
      await photograph(await mountStage(stage), stage.name);
    });
    if (RTL_STAGES.includes(stage.name)) {
      it(`${stage.title}, right to left`, async () => {
        await photograph(await mountStage(stage, { rtl: true }), `${stage.name}-rtl`);
      });
    }
  }
});
