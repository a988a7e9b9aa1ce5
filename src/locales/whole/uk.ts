/** Ukrainian whole, both halves in one object: what `market-checkout/locales/uk` gives an app (for registerLocale, a server render). */
import form from '../uk.js';
import payment from '../payment/uk.js';

export default { ...form, ...payment };
