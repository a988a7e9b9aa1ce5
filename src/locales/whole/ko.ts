/** Korean whole, both halves in one object: what `market-checkout/locales/ko` gives an app (for registerLocale, a server render). */
import form from '../ko.js';
import payment from '../payment/ko.js';

export default { ...form, ...payment };
