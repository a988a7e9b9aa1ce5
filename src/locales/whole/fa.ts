/** Persian whole, both halves in one object: what `market-checkout/locales/fa` gives an app (for registerLocale, a server render). */
import form from '../fa.js';
import payment from '../payment/fa.js';

export default { ...form, ...payment };
