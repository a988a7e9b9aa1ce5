/**
 * Every state of both elements passes axe in light and dark, left to right and right to left
 * (Arabic): contrast, names and roles hold in each scheme and direction.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { STAGES } from '../../demo/gallery-states.js';
import { mountStage, releaseClock, SCHEMES } from '../screenshots/stages.js';

describe('look: accessible in every scheme and direction', () => {
  for (const stage of STAGES) {
    for (const rtl of [false, true]) {
      it(`${stage.title}${rtl ? ', right to left' : ''}`, async () => {
        const el = await mountStage(stage, { rtl });
        // axe schedules its work on timers: let it run on the real ones.
        releaseClock();
        for (const colorScheme of SCHEMES) {
          await emulateMedia({ colorScheme });
          await expect(el, colorScheme).to.be.accessible();
        }
      });
    }
  }
});
