/** Brazilian Portuguese whole, both halves in one object: what `market-checkout/locales/pt-BR` gives an app (for registerLocale, a server render). */
import form from '../pt-BR.js';
import payment from '../payment/pt-BR.js';

export default { ...form, ...payment };
