/** Every built-in language as its module exports it, by tag, for the tests that read them all. */
import type { BuiltInTag } from '../../src/locales/built-in.js';
import ar from '../../src/locales/ar.js';
import de from '../../src/locales/de.js';
import es from '../../src/locales/es.js';
import fa from '../../src/locales/fa.js';
import fr from '../../src/locales/fr.js';
import he from '../../src/locales/he.js';
import it from '../../src/locales/it.js';
import ja from '../../src/locales/ja.js';
import ko from '../../src/locales/ko.js';
import nl from '../../src/locales/nl.js';
import pl from '../../src/locales/pl.js';
import ptBR from '../../src/locales/pt-BR.js';
import ru from '../../src/locales/ru.js';
import tr from '../../src/locales/tr.js';
import uk from '../../src/locales/uk.js';
import zhCN from '../../src/locales/zh-CN.js';

/** Typed by the literal texts, so that test/locales/complete.test.ts can check placeholders at compile time. */
export const LOCALES = { de, fr, es, it, 'pt-BR': ptBR, nl, pl, tr, ru, uk, ja, 'zh-CN': zhCN, ko, ar, he, fa } as const satisfies Record<BuiltInTag, object>;
