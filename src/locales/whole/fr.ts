/** French whole, both halves in one object: what `market-checkout/locales/fr` gives an app (for registerLocale, a server render). */
import form from '../fr.js';
import payment from '../payment/fr.js';

export default { ...form, ...payment };
