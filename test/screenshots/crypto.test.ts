/** Every state of <market-crypto-checkout>, at 360 and 1024 px, light and dark; form and payment right to left too. */
import { RTL_STAGES, STAGES } from '../../demo/gallery-states.js';
import { onlyIn } from '../helpers/engine.js';
import { BASELINE_ENGINES, mountStage, photograph } from './stages.js';

// Screenshots alone: compared in the engine the baselines are drawn in (stages.ts).
before(async function () {
  await onlyIn(this, BASELINE_ENGINES);
});

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
