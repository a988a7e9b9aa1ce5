/** Simplified Chinese whole, both halves in one object: what `market-checkout/locales/zh-CN` gives an app (for registerLocale, a server render). */
import form from '../zh-CN.js';
import payment from '../payment/zh-CN.js';

export default { ...form, ...payment };
