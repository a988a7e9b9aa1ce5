/**
 * Each language reads as one voice (issue "Every language reads as a native speaker would write it"):
 * one word per thing, its own script only, setup errors that name the checkout and never the
 * buyer's payment, and counted texts that read right for any number, in the page's digits.
 * The expected texts below were read by a reader of each language's rules, not computed.
 */
import { expect } from '@open-wc/testing';
import { fill } from '../../src/api/messages.js';
import { localDigits, writtenDigits } from '../../src/locales/numbers.js';
import { say } from '../../src/locales/say.js';
import type { Strings } from '../../src/locales/strings.js';
import { ENGLISH } from '../helpers/english.js';
import { LOCALES } from './all-locales.js';

type Tag = keyof typeof LOCALES;

/** The concepts every language names with one word, found in English by these words. */
const CONCEPTS = {
  wallet: /\bwallet\b/i,
  transaction: /\btransaction\b/i,
  network: /\bnetwork\b/i,
  checkout: /\bcheckout\b/i,
  siteOwner: /\bsite owner\b/i,
  paymentDetails: /\bpayment details\b/i,
};

interface Glossary {
  /** The one word (a stem, any inflection) for each concept. */
  words: Record<keyof typeof CONCEPTS, RegExp>;
  /** Words for the same things that the language must not use beside the glossary's. */
  avoid: RegExp;
  /** The word for the buyer's payment, which a setup error must not use. */
  payment: RegExp;
  /** The name of the payment service, taken out before looking for the buyer's payment. */
  service: RegExp;
  /** The letters the language writes in (Latin is allowed beside another script for tokens: 0x, QR, SLIP-44, e-mail). */
  script: RegExp;
}

const LATIN = /\p{Script=Latin}/u;
const NEVER = /(?!)/;

const GLOSSARY: Record<Tag, Glossary> = {
  de: {
    words: { wallet: /Wallet/, transaction: /Transaktion/, network: /Netzwerk/, checkout: /Checkout/, siteOwner: /Betreiber der Website/, paymentDetails: /Zahlungsdaten/ },
    avoid: /Zahlungsstelle|Webseite|Brieftasche/, payment: /Zahlung(?!sdienst)/, service: /Zahlungsdienst\w*/g, script: LATIN,
  },
  fr: {
    words: { wallet: /portefeuille/, transaction: /transaction/, network: /réseau/, checkout: /formulaire de commande/, siteOwner: /responsable du site/, paymentDetails: /informations de paiement/ },
    avoid: /wallet|porte-monnaie/i, payment: /paiement/, service: /service de paiement/g, script: LATIN,
  },
  es: {
    words: { wallet: /billetera/, transaction: /transacción/, network: /red\b/, checkout: /formulario de compra/, siteOwner: /responsable del sitio/, paymentDetails: /datos de pago/ },
    avoid: /monedero|cartera/i, payment: /\bpago\b/, service: /servicio de pago/g, script: LATIN,
  },
  it: {
    words: { wallet: /wallet/, transaction: /transazione/, network: /rete\b/, checkout: /modulo d’ordine/, siteOwner: /gestore del sito/, paymentDetails: /dati di pagamento/ },
    avoid: /portafoglio/i, payment: /pagamento/, service: /servizio di pagamento/g, script: LATIN,
  },
  'pt-BR': {
    words: { wallet: /carteira/, transaction: /transação/, network: /rede\b/, checkout: /formulário de compra/, siteOwner: /responsável pelo site/, paymentDetails: /dados de pagamento/ },
    avoid: /wallet/i, payment: /pagamento/, service: /serviço de pagamento/g, script: LATIN,
  },
  nl: {
    words: { wallet: /wallet/i, transaction: /[Tt]ransactie/, network: /netwerk/, checkout: /bestelformulier/, siteOwner: /beheerder van de website/, paymentDetails: /betaalgegevens/i },
    avoid: /\bsite\b|portemonnee|\b[Uu]w\b|\bU\b/, payment: /betaling/, service: /betaaldienst/g, script: LATIN,
  },
  pl: {
    words: { wallet: /portfel/, transaction: /[Tt]ransakcj/, network: /sie(ć|ci)/, checkout: /formularz\w* zamówienia/, siteOwner: /właściciel\w* strony/, paymentDetails: /dan\w* do płatności/ },
    avoid: /witryn/, payment: /płatnoś/, service: /[Ss]erwis\w* płatności/g, script: LATIN,
  },
  tr: {
    words: { wallet: /[Cc]üzdan/, transaction: /[İi]şlem/, network: /[Aa]ğ/, checkout: /sipariş form/, siteOwner: /site sahibi/, paymentDetails: /ödeme bilgi/ },
    avoid: NEVER, payment: /[Öö]deme/, service: /[Öö]deme hizmeti\w*/g, script: LATIN,
  },
  ru: {
    words: { wallet: /кошел[её]к|кошельк/, transaction: /[Тт]ранзакци/, network: /сет[ьи]/, checkout: /[Фф]орм\S* заказа/, siteOwner: /владел\S* сайта/, paymentDetails: /реквизит/ },
    avoid: /бумажник|\bоплат\S*\s+заказ/, payment: /[Оо]плат|[Пп]лат[её]ж(?!н)/, service: /[Пп]лат[её]жн\S* сервис\S*|[Сс]ервис\S*/g, script: /\p{Script=Cyrillic}|\p{Script=Latin}/u,
  },
  uk: {
    words: { wallet: /гаман/, transaction: /[Тт]ранзакці/, network: /мереж/, checkout: /[Фф]орм\S* замовлення/, siteOwner: /власник\S* сайту/, paymentDetails: /реквізит/ },
    avoid: /бумажник|кошел/, payment: /[Оо]плат|[Пп]латіж(?!н)|[Пп]латеж/, service: /[Пп]латіжн\S* сервіс\S*|[Сс]ервіс\S*/g, script: /\p{Script=Cyrillic}|\p{Script=Latin}/u,
  },
  ja: {
    words: { wallet: /ウォレット/, transaction: /トランザクション/, network: /ネットワーク/, checkout: /購入フォーム/, siteOwner: /サイトの運営者/, paymentDetails: /支払い情報/ },
    avoid: /取引|財布/, payment: /支払|決済(?!サービス)/, service: /決済サービス/g, script: /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Latin}|ー/u,
  },
  'zh-CN': {
    words: { wallet: /钱包/, transaction: /交易/, network: /网络/, checkout: /结账/, siteOwner: /网站所有者/, paymentDetails: /付款信息/ },
    avoid: /事务/, payment: /付款/, service: /支付服务/g, script: /\p{Script=Han}|\p{Script=Latin}/u,
  },
  ko: {
    words: { wallet: /지갑/, transaction: /트랜잭션/, network: /네트워크/, checkout: /주문서/, siteOwner: /사이트 운영자/, paymentDetails: /결제 정보/ },
    avoid: /거래|해 주세요|드립니다/, payment: /결제(?! 서비스)/, service: /결제 서비스/g, script: /\p{Script=Hangul}|\p{Script=Latin}/u,
  },
  ar: {
    words: { wallet: /محفظ|محافظ/, transaction: /المعاملة|معاملة/, network: /الشبكة|شبكة/, checkout: /نموذج (ال)?شراء/, siteOwner: /صاحب الموقع/, paymentDetails: /بيانات (ال)?دفع/ },
    avoid: /مالك الموقع|مدير الموقع|عملية الدفع/, payment: /الدفع|دفعة|دفع/, service: /خدمة الدفع/g, script: /\p{Script=Arabic}|\p{Script=Latin}|ـ/u,
  },
  he: {
    words: { wallet: /ארנק/, transaction: /העסקה|עסקה|טרנזקציה/, network: /רשת/, checkout: /טופס (ה)?רכישה/, siteOwner: /בעלי האתר/, paymentDetails: /פרטי (ה)?תשלום/ },
    avoid: /מנהל האתר|בעל האתר/, payment: /תשלום/, service: /שירות התשלום/g, script: /\p{Script=Hebrew}|\p{Script=Latin}/u,
  },
  fa: {
    words: { wallet: /کیف پول/, transaction: /تراکنش/, network: /شبکه/, checkout: /فرم خرید/, siteOwner: /گردانندهٔ سایت/, paymentDetails: /اطلاعات پرداخت/ },
    avoid: /مالک سایت|صاحب سایت|مدیر سایت/, payment: /پرداخت/, service: /سرویس پرداخت/g, script: /\p{Script=Arabic}|\p{Script=Latin}|ـ/u,
  },
};

/** The keys whose failure is the site's setup: the checkout is named, never the buyer's payment. */
const SETUP_ERRORS = ['errorHttp401', 'errorHttp403', 'errorHttp404', 'errorConfig', 'errorCheckoutId'] as const;

const english = ENGLISH as unknown as Record<string, string>;
/** A text's own words: the values filled in (`{wallet}`) are not the language's. */
const words = (text: string) => text.replace(/\{\w+\}/g, ' ');
/** A glossary word at the start of a sentence or a label is still that word. */
const anyCase = (word: RegExp) => new RegExp(word.source, `${word.flags.replace(/[gi]/g, '')}i`);

describe('Wording: each language reads as one voice', () => {
  for (const [tag, glossary] of Object.entries(GLOSSARY) as [Tag, Glossary][]) {
    const texts = LOCALES[tag] as unknown as Record<string, string>;
    describe(tag, () => {
      it('names each thing with the one word of its glossary', () => {
        const off: string[] = [];
        for (const [key, en] of Object.entries(english)) {
          for (const [concept, found] of Object.entries(CONCEPTS) as [keyof typeof CONCEPTS, RegExp][]) {
            if (found.test(words(en)) && !anyCase(glossary.words[concept]).test(words(texts[key]))) off.push(`${key} (${concept}): ${texts[key]}`);
          }
        }
        expect(off, off.join('\n')).to.deep.equal([]);
      });

      it('uses none of the other words for the same things', () => {
        const off = Object.entries(texts).filter(([, text]) => glossary.avoid.test(words(text))).map(([key, text]) => `${key}: ${text}`);
        expect(off, off.join('\n')).to.deep.equal([]);
      });

      it('writes every letter in its own script', () => {
        const off = Object.entries(texts).flatMap(([key, text]) =>
          [...words(text).matchAll(/\p{L}/gu)].filter(([letter]) => !glossary.script.test(letter)).map(([letter]) => `${key}: ${letter} U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`),
        );
        expect(off, off.join('\n')).to.deep.equal([]);
      });

      it("calls a setup error the checkout's, never the buyer's payment", () => {
        for (const key of SETUP_ERRORS) {
          const text = texts[key].replace(glossary.service, '');
          expect(text, key).not.to.match(glossary.payment);
          expect(words(texts[key]), key).to.match(glossary.words.checkout);
        }
      });
    });
  }

  it('the script check catches a letter from another alphabet (the Persian resh written as the Hebrew one)', () => {
    const resh = 'کمת\u05E8 از یک دقیقه';
    expect([...resh.matchAll(/\p{L}/gu)].some(([l]) => !GLOSSARY.fa.script.test(l))).to.equal(true);
  });
});

/**
 * Counted texts for 0, 1, 2, 5, 11 and 21 as a reader of each language expects them: a label form
 * where the noun would have to agree with the number (Russian, Polish, Arabic…), and the numbers in
 * the page's digits, those the text writes too (`ar-SA`).
 */
const COUNTS = [0, 1, 2, 5, 11, 21];
type Counted = { depth: string[]; years: string[]; wait: string[] };

function counted(strings: Strings, lang: string): Counted {
  const t = writtenDigits(strings as unknown as Record<string, string>, lang) as unknown as Strings;
  const d = (n: number) => localDigits(String(n), lang);
  return {
    depth: COUNTS.map((n) => fill(t.confirmationsOf, { depth: d(n), total: d(21) })),
    years: COUNTS.slice(2).map((n) => say(t, { key: 'yearsRange', values: { max: n }, message: '' }, lang)),
    wait: COUNTS.slice(1).map((n) => say(t, { key: 'errorHttp429Wait', values: { seconds: n }, message: '' }, lang)),
  };
}

const EXPECTED: Record<Tag | 'ar-SA', Counted> = {
  de: {
    depth: ['Bestätigungen: 0 von 21', 'Bestätigungen: 1 von 21', 'Bestätigungen: 2 von 21', 'Bestätigungen: 5 von 21', 'Bestätigungen: 11 von 21', 'Bestätigungen: 21 von 21'],
    years: ['Wählen Sie eine Laufzeit von 1 bis 2 Jahren.', 'Wählen Sie eine Laufzeit von 1 bis 5 Jahren.', 'Wählen Sie eine Laufzeit von 1 bis 11 Jahren.', 'Wählen Sie eine Laufzeit von 1 bis 21 Jahren.'],
    wait: ['Zu viele Versuche. Bitte versuchen Sie es in 1 s erneut.', 'Zu viele Versuche. Bitte versuchen Sie es in 2 s erneut.', 'Zu viele Versuche. Bitte versuchen Sie es in 5 s erneut.', 'Zu viele Versuche. Bitte versuchen Sie es in 11 s erneut.', 'Zu viele Versuche. Bitte versuchen Sie es in 21 s erneut.'],
  },
  fr: {
    depth: ['Confirmations : 0 sur 21', 'Confirmations : 1 sur 21', 'Confirmations : 2 sur 21', 'Confirmations : 5 sur 21', 'Confirmations : 11 sur 21', 'Confirmations : 21 sur 21'],
    years: ['Choisissez une durée de 1 à 2 ans.', 'Choisissez une durée de 1 à 5 ans.', 'Choisissez une durée de 1 à 11 ans.', 'Choisissez une durée de 1 à 21 ans.'],
    wait: ['Trop de tentatives. Réessayez dans 1 s.', 'Trop de tentatives. Réessayez dans 2 s.', 'Trop de tentatives. Réessayez dans 5 s.', 'Trop de tentatives. Réessayez dans 11 s.', 'Trop de tentatives. Réessayez dans 21 s.'],
  },
  es: {
    depth: ['Confirmaciones: 0 de 21', 'Confirmaciones: 1 de 21', 'Confirmaciones: 2 de 21', 'Confirmaciones: 5 de 21', 'Confirmaciones: 11 de 21', 'Confirmaciones: 21 de 21'],
    years: ['Elige un periodo de 1 a 2 años.', 'Elige un periodo de 1 a 5 años.', 'Elige un periodo de 1 a 11 años.', 'Elige un periodo de 1 a 21 años.'],
    wait: ['Demasiados intentos. Inténtalo de nuevo dentro de 1 s.', 'Demasiados intentos. Inténtalo de nuevo dentro de 2 s.', 'Demasiados intentos. Inténtalo de nuevo dentro de 5 s.', 'Demasiados intentos. Inténtalo de nuevo dentro de 11 s.', 'Demasiados intentos. Inténtalo de nuevo dentro de 21 s.'],
  },
  it: {
    depth: ['Conferme: 0 su 21', 'Conferme: 1 su 21', 'Conferme: 2 su 21', 'Conferme: 5 su 21', 'Conferme: 11 su 21', 'Conferme: 21 su 21'],
    years: ['Scegli una durata da 1 a 2 anni.', 'Scegli una durata da 1 a 5 anni.', 'Scegli una durata da 1 a 11 anni.', 'Scegli una durata da 1 a 21 anni.'],
    wait: ['Troppi tentativi. Riprova tra 1 s.', 'Troppi tentativi. Riprova tra 2 s.', 'Troppi tentativi. Riprova tra 5 s.', 'Troppi tentativi. Riprova tra 11 s.', 'Troppi tentativi. Riprova tra 21 s.'],
  },
  'pt-BR': {
    depth: ['Confirmações: 0 de 21', 'Confirmações: 1 de 21', 'Confirmações: 2 de 21', 'Confirmações: 5 de 21', 'Confirmações: 11 de 21', 'Confirmações: 21 de 21'],
    years: ['Escolha um período de 1 a 2 anos.', 'Escolha um período de 1 a 5 anos.', 'Escolha um período de 1 a 11 anos.', 'Escolha um período de 1 a 21 anos.'],
    wait: ['Muitas tentativas. Tente novamente em 1 s.', 'Muitas tentativas. Tente novamente em 2 s.', 'Muitas tentativas. Tente novamente em 5 s.', 'Muitas tentativas. Tente novamente em 11 s.', 'Muitas tentativas. Tente novamente em 21 s.'],
  },
  nl: {
    depth: ['Bevestigingen: 0 van 21', 'Bevestigingen: 1 van 21', 'Bevestigingen: 2 van 21', 'Bevestigingen: 5 van 21', 'Bevestigingen: 11 van 21', 'Bevestigingen: 21 van 21'],
    years: ['Kies een looptijd van 1 tot 2 jaar.', 'Kies een looptijd van 1 tot 5 jaar.', 'Kies een looptijd van 1 tot 11 jaar.', 'Kies een looptijd van 1 tot 21 jaar.'],
    wait: ['Te veel pogingen. Probeer het over 1 s opnieuw.', 'Te veel pogingen. Probeer het over 2 s opnieuw.', 'Te veel pogingen. Probeer het over 5 s opnieuw.', 'Te veel pogingen. Probeer het over 11 s opnieuw.', 'Te veel pogingen. Probeer het over 21 s opnieuw.'],
  },
  pl: {
    depth: ['Potwierdzenia: 0 z 21', 'Potwierdzenia: 1 z 21', 'Potwierdzenia: 2 z 21', 'Potwierdzenia: 5 z 21', 'Potwierdzenia: 11 z 21', 'Potwierdzenia: 21 z 21'],
    years: ['Wybierz okres w latach: od 1 do 2.', 'Wybierz okres w latach: od 1 do 5.', 'Wybierz okres w latach: od 1 do 11.', 'Wybierz okres w latach: od 1 do 21.'],
    wait: ['Zbyt wiele prób. Spróbuj ponownie za 1 s.', 'Zbyt wiele prób. Spróbuj ponownie za 2 s.', 'Zbyt wiele prób. Spróbuj ponownie za 5 s.', 'Zbyt wiele prób. Spróbuj ponownie za 11 s.', 'Zbyt wiele prób. Spróbuj ponownie za 21 s.'],
  },
  tr: {
    depth: ['Onay sayısı: 0/21', 'Onay sayısı: 1/21', 'Onay sayısı: 2/21', 'Onay sayısı: 5/21', 'Onay sayısı: 11/21', 'Onay sayısı: 21/21'],
    years: ['1 ile 2 yıl arasında bir süre seçin.', '1 ile 5 yıl arasında bir süre seçin.', '1 ile 11 yıl arasında bir süre seçin.', '1 ile 21 yıl arasında bir süre seçin.'],
    wait: ['Çok fazla deneme yapıldı. 1 saniye bekleyip tekrar deneyin.', 'Çok fazla deneme yapıldı. 2 saniye bekleyip tekrar deneyin.', 'Çok fazla deneme yapıldı. 5 saniye bekleyip tekrar deneyin.', 'Çok fazla deneme yapıldı. 11 saniye bekleyip tekrar deneyin.', 'Çok fazla deneme yapıldı. 21 saniye bekleyip tekrar deneyin.'],
  },
  ru: {
    depth: ['Подтверждения: 0 из 21', 'Подтверждения: 1 из 21', 'Подтверждения: 2 из 21', 'Подтверждения: 5 из 21', 'Подтверждения: 11 из 21', 'Подтверждения: 21 из 21'],
    years: ['Выберите срок в годах: от 1 до 2.', 'Выберите срок в годах: от 1 до 5.', 'Выберите срок в годах: от 1 до 11.', 'Выберите срок в годах: от 1 до 21.'],
    wait: ['Слишком много попыток. Попробуйте ещё раз через 1 с.', 'Слишком много попыток. Попробуйте ещё раз через 2 с.', 'Слишком много попыток. Попробуйте ещё раз через 5 с.', 'Слишком много попыток. Попробуйте ещё раз через 11 с.', 'Слишком много попыток. Попробуйте ещё раз через 21 с.'],
  },
  uk: {
    depth: ['Підтвердження: 0 з 21', 'Підтвердження: 1 з 21', 'Підтвердження: 2 з 21', 'Підтвердження: 5 з 21', 'Підтвердження: 11 з 21', 'Підтвердження: 21 з 21'],
    years: ['Виберіть термін у роках: від 1 до 2.', 'Виберіть термін у роках: від 1 до 5.', 'Виберіть термін у роках: від 1 до 11.', 'Виберіть термін у роках: від 1 до 21.'],
    wait: ['Забагато спроб. Спробуйте ще раз через 1 с.', 'Забагато спроб. Спробуйте ще раз через 2 с.', 'Забагато спроб. Спробуйте ще раз через 5 с.', 'Забагато спроб. Спробуйте ще раз через 11 с.', 'Забагато спроб. Спробуйте ще раз через 21 с.'],
  },
  ja: {
    depth: ['承認数：0/21', '承認数：1/21', '承認数：2/21', '承認数：5/21', '承認数：11/21', '承認数：21/21'],
    years: ['期間は1〜2年の範囲で選んでください。', '期間は1〜5年の範囲で選んでください。', '期間は1〜11年の範囲で選んでください。', '期間は1〜21年の範囲で選んでください。'],
    wait: ['試行回数が多すぎます。1秒待ってから、もう一度お試しください。', '試行回数が多すぎます。2秒待ってから、もう一度お試しください。', '試行回数が多すぎます。5秒待ってから、もう一度お試しください。', '試行回数が多すぎます。11秒待ってから、もう一度お試しください。', '試行回数が多すぎます。21秒待ってから、もう一度お試しください。'],
  },
  'zh-CN': {
    depth: ['确认数：0/21', '确认数：1/21', '确认数：2/21', '确认数：5/21', '确认数：11/21', '确认数：21/21'],
    years: ['请选择 1 到 2 年的期限。', '请选择 1 到 5 年的期限。', '请选择 1 到 11 年的期限。', '请选择 1 到 21 年的期限。'],
    wait: ['尝试次数过多。请等待 1 秒后重试。', '尝试次数过多。请等待 2 秒后重试。', '尝试次数过多。请等待 5 秒后重试。', '尝试次数过多。请等待 11 秒后重试。', '尝试次数过多。请等待 21 秒后重试。'],
  },
  ko: {
    depth: ['확인 횟수: 0/21', '확인 횟수: 1/21', '확인 횟수: 2/21', '확인 횟수: 5/21', '확인 횟수: 11/21', '확인 횟수: 21/21'],
    years: ['1~2년 사이의 기간을 선택하세요.', '1~5년 사이의 기간을 선택하세요.', '1~11년 사이의 기간을 선택하세요.', '1~21년 사이의 기간을 선택하세요.'],
    wait: ['시도 횟수가 너무 많습니다. 1초 후 다시 시도하세요.', '시도 횟수가 너무 많습니다. 2초 후 다시 시도하세요.', '시도 횟수가 너무 많습니다. 5초 후 다시 시도하세요.', '시도 횟수가 너무 많습니다. 11초 후 다시 시도하세요.', '시도 횟수가 너무 많습니다. 21초 후 다시 시도하세요.'],
  },
  ar: {
    depth: ['التأكيدات: 0 من 21', 'التأكيدات: 1 من 21', 'التأكيدات: 2 من 21', 'التأكيدات: 5 من 21', 'التأكيدات: 11 من 21', 'التأكيدات: 21 من 21'],
    years: ['اختر عدد السنوات: 2 كحدّ أقصى.', 'اختر عدد السنوات: 5 كحدّ أقصى.', 'اختر عدد السنوات: 11 كحدّ أقصى.', 'اختر عدد السنوات: 21 كحدّ أقصى.'],
    wait: ['محاولات كثيرة جدًا. أعد المحاولة بعد 1 ث.', 'محاولات كثيرة جدًا. أعد المحاولة بعد 2 ث.', 'محاولات كثيرة جدًا. أعد المحاولة بعد 5 ث.', 'محاولات كثيرة جدًا. أعد المحاولة بعد 11 ث.', 'محاولات كثيرة جدًا. أعد المحاولة بعد 21 ث.'],
  },
  he: {
    depth: ['אישורים: 0 מתוך 21', 'אישורים: 1 מתוך 21', 'אישורים: 2 מתוך 21', 'אישורים: 5 מתוך 21', 'אישורים: 11 מתוך 21', 'אישורים: 21 מתוך 21'],
    years: ['יש לבחור תקופה של 1 עד 2 שנים.', 'יש לבחור תקופה של 1 עד 5 שנים.', 'יש לבחור תקופה של 1 עד 11 שנים.', 'יש לבחור תקופה של 1 עד 21 שנים.'],
    wait: ['יותר מדי ניסיונות. יש לנסות שוב בעוד 1 שנ׳.', 'יותר מדי ניסיונות. יש לנסות שוב בעוד 2 שנ׳.', 'יותר מדי ניסיונות. יש לנסות שוב בעוד 5 שנ׳.', 'יותר מדי ניסיונות. יש לנסות שוב בעוד 11 שנ׳.', 'יותר מדי ניסיונות. יש לנסות שוב בעוד 21 שנ׳.'],
  },
  fa: {
    depth: ['تأییدها: ۰ از ۲۱', 'تأییدها: ۱ از ۲۱', 'تأییدها: ۲ از ۲۱', 'تأییدها: ۵ از ۲۱', 'تأییدها: ۱۱ از ۲۱', 'تأییدها: ۲۱ از ۲۱'],
    years: ['مدتی از ۱ تا ۲ سال انتخاب کنید.', 'مدتی از ۱ تا ۵ سال انتخاب کنید.', 'مدتی از ۱ تا ۱۱ سال انتخاب کنید.', 'مدتی از ۱ تا ۲۱ سال انتخاب کنید.'],
    wait: ['تعداد تلاش‌ها بیش از حد است. ۱ ثانیه صبر کنید و دوباره تلاش کنید.', 'تعداد تلاش‌ها بیش از حد است. ۲ ثانیه صبر کنید و دوباره تلاش کنید.', 'تعداد تلاش‌ها بیش از حد است. ۵ ثانیه صبر کنید و دوباره تلاش کنید.', 'تعداد تلاش‌ها بیش از حد است. ۱۱ ثانیه صبر کنید و دوباره تلاش کنید.', 'تعداد تلاش‌ها بیش از حد است. ۲۱ ثانیه صبر کنید و دوباره تلاش کنید.'],
  },
  'ar-SA': {
    depth: ['التأكيدات: ٠ من ٢١', 'التأكيدات: ١ من ٢١', 'التأكيدات: ٢ من ٢١', 'التأكيدات: ٥ من ٢١', 'التأكيدات: ١١ من ٢١', 'التأكيدات: ٢١ من ٢١'],
    years: ['اختر عدد السنوات: ٢ كحدّ أقصى.', 'اختر عدد السنوات: ٥ كحدّ أقصى.', 'اختر عدد السنوات: ١١ كحدّ أقصى.', 'اختر عدد السنوات: ٢١ كحدّ أقصى.'],
    wait: ['محاولات كثيرة جدًا. أعد المحاولة بعد ١ ث.', 'محاولات كثيرة جدًا. أعد المحاولة بعد ٢ ث.', 'محاولات كثيرة جدًا. أعد المحاولة بعد ٥ ث.', 'محاولات كثيرة جدًا. أعد المحاولة بعد ١١ ث.', 'محاولات كثيرة جدًا. أعد المحاولة بعد ٢١ ث.'],
  },
};

describe('Wording: counted texts for 0, 1, 2, 5, 11 and 21', () => {
  for (const [lang, expected] of Object.entries(EXPECTED)) {
    it(`${lang}: the depth, the longest period and the wait`, () => {
      const strings = (LOCALES[lang as Tag] ?? LOCALES.ar) as unknown as Strings;
      expect(counted(strings, lang)).to.deep.equal(expected);
    });
  }

  it('ar-SA: the numbers a text writes are in the digits of the numbers filled in', () => {
    const t = writtenDigits(LOCALES.ar as unknown as Record<string, string>, 'ar-SA');
    expect(t.domainLong).to.contain('٢٥٣').and.not.match(/\d/);
    expect(t.ownerAddressFormat).to.contain('0x').and.contain('٤٠');
    expect(writtenDigits(LOCALES.ar as unknown as Record<string, string>, 'ar')).to.equal(LOCALES.ar);
  });
});
