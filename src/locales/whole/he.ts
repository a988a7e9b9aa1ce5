/** Hebrew whole, both halves in one object: what `market-checkout/locales/he` gives an app (for registerLocale, a server render). */
import form from '../he.js';
import payment from '../payment/he.js';

export default { ...form, ...payment };
