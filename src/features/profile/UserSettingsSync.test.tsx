import { act, waitFor } from '@testing-library/react';
import { CurrentUser_UserFragmentDoc } from '../../generated/graphql';
import { UserSettingsSync } from './UserSettingsSync';
import { ada, renderWithProfileProviders, resetProfileTestState, signInWithCachedUser } from './profileTestUtils';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  resetProfileTestState();
  document.documentElement.className = '';
});

describe('UserSettingsSync', () => {
  it('replaces an invalid stored theme by the default theme, with the spec warning', async () => {
    localStorage.setItem('theme', 'purple');
    const cache = signInWithCachedUser();
    resetProfileTestState();
    localStorage.setItem('theme', 'purple');
    renderWithProfileProviders(<UserSettingsSync />, { cache });
    await waitFor(() => expect(localStorage.getItem('theme')).toBe('default'));
    expect(warn).toHaveBeenCalledWith('The theme purple is not valid');
    expect(document.documentElement).toHaveClass('theme-default');
  });

  it('starts dark with nothing stored, and keeps a valid stored theme silently', async () => {
    const cache = signInWithCachedUser();
    resetProfileTestState();
    renderWithProfileProviders(<UserSettingsSync />, { cache });
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(warn).not.toHaveBeenCalled();
  });

  it("applies the signed-in user's theme once loaded, and later server changes", async () => {
    localStorage.setItem('theme', 'light');
    const cache = signInWithCachedUser({ ...ada, theme: 'green' });
    renderWithProfileProviders(<UserSettingsSync />, { cache });
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-green'));
    expect(localStorage.getItem('theme')).toBe('green');
    expect(localStorage.getItem('userCurrency')).toBe('GBP');
    expect(localStorage.getItem('userLocale')).toBe('en-GB');

    act(() => {
      cache.writeFragment({ fragment: CurrentUser_UserFragmentDoc, fragmentName: 'CurrentUser_user', data: { ...ada, theme: 'indigo', currency: 'CAD' } });
    });
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-indigo'));
    expect(localStorage.getItem('userCurrency')).toBe('CAD');
  });

  it('warns and uses the default theme when the stored user theme is not valid', async () => {
    const cache = signInWithCachedUser({ ...ada, theme: 'sepia' as never });
    renderWithProfileProviders(<UserSettingsSync />, { cache });
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-default'));
    expect(warn).toHaveBeenCalledWith('The theme sepia is not valid');
  });
});
