/** Turkish whole, both halves in one object: what `market-checkout/locales/tr` gives an app (for registerLocale, a server render). */
import form from '../tr.js';
import payment from '../payment/tr.js';

export default { ...form, ...payment };
