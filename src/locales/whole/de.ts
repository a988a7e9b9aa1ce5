/** German whole, both halves in one object: what `market-checkout/locales/de` gives an app (for registerLocale, a server render). */
import form from '../de.js';
import payment from '../payment/de.js';

export default { ...form, ...payment };
