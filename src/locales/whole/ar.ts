/** Arabic whole, both halves in one object: what `market-checkout/locales/ar` gives an app (for registerLocale, a server render). */
import form from '../ar.js';
import payment from '../payment/ar.js';

export default { ...form, ...payment };
