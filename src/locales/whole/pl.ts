/** Polish whole, both halves in one object: what `market-checkout/locales/pl` gives an app (for registerLocale, a server render). */
import form from '../pl.js';
import payment from '../payment/pl.js';

export default { ...form, ...payment };
