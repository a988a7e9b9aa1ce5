/**
 * Every built-in language is complete and fills in exactly what English fills in: the same keys,
 * and per key the same `{placeholders}`. The keys are checked by each module's own type (a missing
 * or extra key fails `tsc`); the placeholders by the type below, and both again at run time. The
 * numbers a rule states (253 characters, 40 digits) must be the same numbers in every language.
 */
import { expect } from '@open-wc/testing';
import { BUILT_IN } from '../../src/locales/built-in.js';
import { ENGLISH } from '../helpers/english.js';
import { LOCALES } from './all-locales.js';

type English = typeof ENGLISH;
/** The `{name}` placeholders of a literal text, as a union. */
type Holes<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Holes<Rest> : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Keys of locale `L` whose placeholders differ from English: `never` when all agree. */
type Mismatched<L> = { [K in keyof English]: K extends keyof L ? (L[K] extends string ? (Same<Holes<L[K]>, Holes<English[K]>> extends true ? never : K) : K) : K }[keyof English];
/** Fails to compile, naming the language and its keys, when a placeholder is stray, renamed or missing. */
type Check<T extends { [Tag in keyof typeof LOCALES]: never }> = T;
export type PlaceholdersAgree = Check<{ [Tag in keyof typeof LOCALES]: Mismatched<(typeof LOCALES)[Tag]> }>;

const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * The numbers of a text, written in any digits Intl uses for our languages; 1 and 0 aside (a
 * language may spell out "one year"), and the 16 of the Japanese and Korean word for hexadecimal.
 */
function numbers(text: string): string[] {
  const western = text
    .replace(/16(?=進|진)/g, '').replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return (western.match(/\d+/g) ?? []).filter((n) => Number(n) > 1).sort();
}

describe('Built-in languages: complete, with the placeholders and numbers of English', () => {
  it('a module for every built-in tag, and no other', () => {
    expect(Object.keys(LOCALES)).to.have.members([...BUILT_IN]);
  });

  for (const [tag, strings] of Object.entries(LOCALES)) {
    describe(tag, () => {
      it('has exactly the keys of English and its periods (`yearsList`, test/locales/years-list.test.ts), each a text that is not empty', () => {
        expect(Object.keys(strings)).to.have.members([...Object.keys(ENGLISH), 'yearsList']);
        for (const [key, text] of Object.entries(strings)) expect(text.trim(), key).not.to.equal('');
      });

      it('fills in, per key, exactly the placeholders English fills in', () => {
        for (const [key, english] of Object.entries(ENGLISH)) {
          expect(holes(strings[key as keyof typeof strings]), `${tag} ${key}`).to.deep.equal(holes(english));
        }
      });

      it('states the same numbers as English (lengths, digits, limits)', () => {
        for (const [key, english] of Object.entries(ENGLISH)) {
          expect(numbers(strings[key as keyof typeof strings]), `${tag} ${key}`).to.deep.equal(numbers(english));
        }
      });

      it('tells the owner address as 0x and 40 digits', () => {
        for (const key of ['ownerAddressHint', 'ownerAddressFormat'] as const) {
          expect(strings[key], key).to.include('0x');
          expect(numbers(strings[key]), key).to.include('40');
        }
      });

      it('translates the texts a buyer reads in full sentences (none is left in English)', () => {
        for (const [key, english] of Object.entries(ENGLISH)) {
          if (english.split(' ').length < 3) continue;
          expect(strings[key as keyof typeof strings], `${tag} ${key}`).not.to.equal(english);
        }
      });
    });
  }
});
