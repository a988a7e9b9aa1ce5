/** Spanish whole, both halves in one object: what `market-checkout/locales/es` gives an app (for registerLocale, a server render). */
import form from '../es.js';
import payment from '../payment/es.js';

export default { ...form, ...payment };
