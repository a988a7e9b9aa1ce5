/** Russian whole, both halves in one object: what `market-checkout/locales/ru` gives an app (for registerLocale, a server render). */
import form from '../ru.js';
import payment from '../payment/ru.js';

export default { ...form, ...payment };
