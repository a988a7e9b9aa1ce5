/** Italian whole, both halves in one object: what `market-checkout/locales/it` gives an app (for registerLocale, a server render). */
import form from '../it.js';
import payment from '../payment/it.js';

export default { ...form, ...payment };
