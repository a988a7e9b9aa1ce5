/** Dutch whole, both halves in one object: what `market-checkout/locales/nl` gives an app (for registerLocale, a server render). */
import form from '../nl.js';
import payment from '../payment/nl.js';

export default { ...form, ...payment };
