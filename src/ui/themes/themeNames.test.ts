import { FALLBACK_THEME, INITIAL_THEME, THEME_NAMES, isThemeName, themeLabel, validThemeName } from './themeNames';

describe('theme names', () => {
  it('lists the seven themes of the spec in lower case', () => {
    expect(THEME_NAMES).toEqual(['default', 'dark', 'light', 'blue', 'green', 'indigo', 'system']);
    expect(themeLabel('indigo')).toBe('Indigo');
  });

  it('starts dark and falls back to default', () => {
    expect(INITIAL_THEME).toBe('dark');
    expect(FALLBACK_THEME).toBe('default');
  });

  it('recognises only the listed names', () => {
    expect(isThemeName('blue')).toBe(true);
    expect(isThemeName('BLUE')).toBe(false);
    expect(isThemeName('toString')).toBe(false);
    expect(isThemeName(3)).toBe(false);
  });
});

describe('validThemeName', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('keeps a valid name silently', () => {
    expect(validThemeName('green')).toBe('green');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns with the spec text and uses the default theme for an invalid name', () => {
    expect(validThemeName('purple')).toBe('default');
    expect(warn).toHaveBeenCalledWith('The theme purple is not valid');
  });

  it('treats a missing name as the initial theme, without a warning', () => {
    expect(validThemeName(null)).toBe('dark');
    expect(warn).not.toHaveBeenCalled();
  });
});
