/**
 * loadBuiltIn(tag) in the package build (and from source): a built-in language is its own module,
 * fetched only when asked for, so that an app's bundler splits each into a file of its own.
 * Requests are counted as the browser records them. No language module is imported here: one this
 * file imported would be loaded already.
 */
import { expect } from '@open-wc/testing';
import { BUILT_IN } from '../../src/locales/built-in.js';
import { loadBuiltIn } from '../../src/locales/load.js';
import { watchWire } from '../helpers/wire-watch.js';

const LANGUAGES = `${location.origin}/src/locales/`;

describe('loadBuiltIn(tag)', () => {
  it("fetches the language asked for and no other: Japanese's texts from ja alone", async () => {
    const wire = watchWire();
    const japanese = await loadBuiltIn('ja');
    expect(japanese.summaryHeading).to.equal('ご注文内容');
    expect(wire.count(`${LANGUAGES}ja.`), 'requests for ja').to.equal(1);
    expect(wire.count(LANGUAGES), 'requests for any language').to.equal(1);
    wire.stop();
  });

  it("gives each built-in language its own module's texts", async () => {
    for (const tag of BUILT_IN) {
      // The address the test server gives the module load.ts imports (esbuild maps .js to .ts
      // only in imports it can read, not in one built at run time).
      const own = ((await import(/* @vite-ignore */ `../../src/locales/${tag}.ts`)) as { default: unknown }).default;
      expect((await loadBuiltIn(tag)) === own, tag).to.equal(true);
    }
  });
});
