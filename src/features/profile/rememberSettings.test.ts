import { displaySettingsVar, rememberedDisplaySettings } from '../../apollo/vars';
import { rememberSettings } from './rememberSettings';

describe('display settings', () => {
  beforeEach(() => localStorage.clear());

  it('seed from the userCurrency and userLocale keys, else USD and the browser language', () => {
    expect(rememberedDisplaySettings()).toEqual({ currency: 'USD', locale: navigator.language });
    localStorage.setItem('userCurrency', 'eur');
    localStorage.setItem('userLocale', 'de-DE');
    expect(rememberedDisplaySettings()).toEqual({ currency: 'EUR', locale: 'de-DE' });
    localStorage.setItem('userCurrency', 'not a currency');
    localStorage.setItem('userLocale', '!!');
    expect(rememberedDisplaySettings()).toEqual({ currency: 'USD', locale: navigator.language });
  });

  it('seed from the defaults when the browser refuses storage', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(rememberedDisplaySettings()).toEqual({ currency: 'USD', locale: navigator.language });
      expect(() => rememberSettings({ currency: 'GBP', userLocale: 'en-GB' })).not.toThrow();
      expect(displaySettingsVar()).toEqual({ currency: 'GBP', locale: 'en-GB' });
    } finally {
      Object.defineProperty(window, 'localStorage', original);
    }
  });

  it('follow the profile, in storage and in the variable every figure reads', () => {
    rememberSettings({ currency: 'GBP', userLocale: 'de-DE' });
    expect(displaySettingsVar()).toEqual({ currency: 'GBP', locale: 'de-DE' });
    expect([localStorage.getItem('userCurrency'), localStorage.getItem('userLocale')]).toEqual(['GBP', 'de-DE']);
    // A profile without a locale keeps the one in use rather than the currency's home locale.
    rememberSettings({ currency: 'EUR', userLocale: null });
    expect(displaySettingsVar()).toEqual({ currency: 'EUR', locale: 'de-DE' });
    expect(localStorage.getItem('userLocale')).toBeNull();
  });
});
