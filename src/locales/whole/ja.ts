/** Japanese whole, both halves in one object: what `market-checkout/locales/ja` gives an app (for registerLocale, a server render). */
import form from '../ja.js';
import payment from '../payment/ja.js';

export default { ...form, ...payment };
