/**
 * The element's language, its direction and its texts. The language is the nearest `lang` (past the shadow roots
 * the element sits in, then the page's); its texts are those of the best built-in or registered
 * match, loaded when first needed. Until they first arrive the element is `waiting` (it shows no
 * words rather than English); a language asked for later keeps the texts shown until it arrives.
 * A change of `lang` anywhere above the element, or a language arriving, renders the element again.
 * On a server the element's own `lang` is all there is: a language registered there is rendered,
 * none is loaded; the hydration of that render keeps its words until the page has the language.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { layoutDirection } from '../locales/match.js';
import { localeFor, onLocales } from '../locales/registry.js';
import { langOf } from '../locales/lang-of.js';
import { writtenDigits } from '../locales/numbers.js';
import { mergeStrings, type ScriptStrings, type Strings } from '../locales/strings.js';
import { afterServerRender } from './server-rendered.js';

export class LocaleController implements ReactiveController {
  /** The element's language as the page wrote it (`de-AT`), for Intl; `en` when none is set. */
  lang = 'en';
  /** The tag of the texts shown (`de`): `en` for no match and until the language has arrived. */
  tag = 'en';
  /** The texts of that language over English: empty for English. */
  strings: Partial<Strings> = {};
  /** No texts to show yet: the element's language is on its way and it has shown none before. */
  waiting = false;
  private observers: MutationObserver[] = [];
  private unsubscribe?: () => void;
  private merged?: { strings: Partial<Strings>; overrides: unknown; text: ScriptStrings };

  constructor(private readonly host: ReactiveElement) {
    host.addController(this);
  }

  /**
   * The direction to lay the element out in: the nearest `dir` (past shadow roots), else its
   * language's. The host page sets the element's own direction; the element passes this one to
   * the card inside it, so a page with `lang="ar"` and no `dir` gets a right-to-left checkout.
   */
  dir: 'ltr' | 'rtl' = 'ltr';

  /** English < the language < the host's `overrides`, key by key; the same object until one of them changes. */
  text(overrides: unknown): ScriptStrings {
    // A server renders an element it never connects: its own `lang` is all there is to know.
    if (!this.observers.length) this.ownLang();
    const merged = this.merged;
    if (merged?.strings === this.strings && merged.overrides === overrides) return merged.text;
    const text = mergeStrings(this.strings, overrides);
    this.merged = { strings: this.strings, overrides, text };
    return text;
  }

  hostConnected(): void {
    // One observer per root up to the document: a `lang` or `dir` changed inside a shadow root is not
    // reported to an observer of the document.
    for (let node: Element | undefined = this.host; node; ) {
      const root = node.getRootNode() as Partial<ShadowRoot> & Node;
      const observer = new MutationObserver(this.follow);
      observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true });
      this.observers.push(observer);
      node = root.host;
    }
    this.unsubscribe = onLocales(this.follow);
    afterServerRender(this.host, this.follow);
  }

  hostDisconnected(): void {
    this.observers.splice(0).forEach((observer) => observer.disconnect());
    this.unsubscribe?.();
  }

  private readonly follow = (): void => {
    const lang = langOf(this.host);
    const { tag, strings, pending } = localeFor(lang);
    const dir = layoutDirection(writtenDir(this.host), lang);
    // A language on its way: the words shown (a server's, hydrated, included) stay until it is here,
    // in the page's direction, known at once; with none shown yet, none.
    if (pending && this.host.hasUpdated && !this.waiting) this.set(this.lang, this.tag, this.strings, dir, false);
    else this.set(lang, tag, writtenDigits(strings, lang), dir, pending);
  };

  /** What a server knows: the element's own `lang` and `dir`, and a language registered there. */
  private ownLang(): void {
    const lang = this.host.getAttribute('lang')?.trim() || 'en';
    const { tag, strings } = localeFor(lang, false);
    this.set(lang, tag, writtenDigits(strings, lang), layoutDirection(this.host.getAttribute('dir'), lang), false);
  }

  /** `strings` with the numbers its texts write in the page's digits, as the values filled in are (writtenDigits). */
  private set(lang: string, tag: string, strings: Partial<Strings>, dir: 'ltr' | 'rtl', waiting: boolean): void {
    if (lang === this.lang && strings === this.strings && dir === this.dir && waiting === this.waiting) return;
    Object.assign(this, { lang, tag, strings, dir, waiting });
    this.host.requestUpdate();
  }
}

/** The nearest `ltr` or `rtl` written on `el` or an ancestor, past the shadow roots it sits in. */
function writtenDir(el: Element): string | undefined {
  for (let node: Element | undefined = el; node; node = (node.getRootNode() as Partial<ShadowRoot>).host) {
    const dir = node.closest('[dir="ltr" i], [dir="rtl" i]')?.getAttribute('dir');
    if (dir) return dir;
  }
  return undefined;
}
