/** Every built-in language whole (both halves, as `market-checkout/locales/<tag>` gives it), by tag, for the tests that read them all. */
import type { BuiltInTag } from '../../src/locales/built-in.js';
import ar from '../../src/locales/whole/ar.js';
import de from '../../src/locales/whole/de.js';
import es from '../../src/locales/whole/es.js';
import fa from '../../src/locales/whole/fa.js';
import fr from '../../src/locales/whole/fr.js';
import he from '../../src/locales/whole/he.js';
import it from '../../src/locales/whole/it.js';
import ja from '../../src/locales/whole/ja.js';
import ko from '../../src/locales/whole/ko.js';
import nl from '../../src/locales/whole/nl.js';
import pl from '../../src/locales/whole/pl.js';
import ptBR from '../../src/locales/whole/pt-BR.js';
import ru from '../../src/locales/whole/ru.js';
import tr from '../../src/locales/whole/tr.js';
import uk from '../../src/locales/whole/uk.js';
import zhCN from '../../src/locales/whole/zh-CN.js';

/** Typed by the literal texts, so that test/locales/complete.test.ts can check placeholders at compile time. */
export const LOCALES = { de, fr, es, it, 'pt-BR': ptBR, nl, pl, tr, ru, uk, ja, 'zh-CN': zhCN, ko, ar, he, fa } as const satisfies Record<BuiltInTag, object>;
