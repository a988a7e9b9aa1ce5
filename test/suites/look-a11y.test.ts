/**
 * Every state of both elements passes axe in light and dark, left to right and right to left
 * (Arabic): contrast, names and roles hold in each scheme and direction.
 */
import { expect } from '@open-wc/testing';
import { STAGES } from '../../demo/gallery-states.js';
import { emulateMedia } from '../helpers/emulate.js';
import { mountStage, releaseClock, SCHEMES } from '../screenshots/stages.js';

describe('look: accessible in every scheme and direction', () => {
  for (const stage of STAGES) {
    for (const rtl of [false, true]) {
      it(`${stage.title}${rtl ? ', right to left' : ''}`, async () => {
        const el = await mountStage(stage, { rtl });
        // axe schedules its work on timers: let it run on the real ones.
        releaseClock();
        for (const colorScheme of SCHEMES) {
          // Light is every engine's default; dark needs media emulation, which only Chromium has
          // (helpers/emulate.ts), so the dark check runs there.
          if (!(await emulateMedia({ colorScheme })) && colorScheme !== 'light') continue;
          await expect(el, colorScheme).to.be.accessible();
        }
      });
    }
  }
});
