import { expect } from '@open-wc/testing';
import { spokenDuration } from '../../src/locales/durations.js';

describe('spokenDuration', () => {
  it('says whole minutes as minutes and the rest as seconds', () => {
    expect(spokenDuration(600, 'en')).to.equal('10 minutes');
    expect(spokenDuration(60, 'en')).to.equal('1 minute');
    expect(spokenDuration(30, 'en')).to.equal('30 seconds');
    expect(spokenDuration(90, 'en')).to.equal('90 seconds');
  });

  it("uses the page's language, and English when the language tag is unusable", () => {
    expect(spokenDuration(600, 'de')).to.equal('10 Minuten');
    expect(spokenDuration(600, 'not a tag!')).to.equal('10 minutes');
    expect(spokenDuration(30, '')).to.match(/30/);
  });
});
