import { DISPLAY_CURRENCIES } from '../../../common/displayCurrencies';
import { signUpCurrencyFor } from './signUpCurrency';

describe('signUpCurrencyFor', () => {
  it.each([
    ['en-GB', 'GBP'],
    ['fr-CA', 'CAD'],
    ['de-DE', 'EUR'],
    ['fr', 'EUR'],
    ['bg-BG', 'EUR'],
    ['en-US', 'USD'],
    ['de-CH', 'CHF'],
    ['fr-CH', 'CHF'],
    ['sv-SE', 'SEK'],
    ['sv', 'SEK'],
    ['en-AU', 'AUD'],
    ['ja-JP', 'JPY'],
    ['ja', 'JPY'],
    ['da-GL', 'DKK'],
    // A region whose money is not a display currency, and no locale at all.
    ['es-AR', 'USD'],
    ['ru-RU', 'USD'],
    ['not a locale', 'USD'],
  ])('%s -> %s', (locale, currency) => {
    expect(signUpCurrencyFor(locale)).toBe(currency);
  });

  it('proposes every display currency for its own country', () => {
    const proposed = new Set(['en-US', 'en-GB', 'en-CA', 'de-DE', 'en-AU', 'pt-BR', 'de-CH', 'zh-CN', 'cs-CZ', 'da-DK', 'zh-HK', 'hu-HU', 'id-ID', 'he-IL', 'hi-IN', 'is-IS', 'ja-JP', 'ko-KR', 'es-MX', 'ms-MY', 'nb-NO', 'en-NZ', 'fil-PH', 'pl-PL', 'ro-RO', 'sv-SE', 'en-SG', 'th-TH', 'tr-TR', 'en-ZA'].map(signUpCurrencyFor));
    expect([...proposed].sort()).toEqual([...DISPLAY_CURRENCIES].sort());
  });
});
