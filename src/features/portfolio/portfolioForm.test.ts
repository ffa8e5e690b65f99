import {
  DESCRIPTION_TOO_LONG,
  MAX_DESCRIPTION,
  MAX_NAME,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  portfolioFormValues,
  validatePortfolioForm,
} from './portfolioForm';

describe('validatePortfolioForm', () => {
  it('trims the name and description and sends an empty description as none', () => {
    expect(validatePortfolioForm({ name: '  Retirement ', description: '  ' })).toEqual({
      ok: true,
      input: { name: 'Retirement', description: null },
    });
    expect(validatePortfolioForm({ name: 'Kids', description: ' For school \n' })).toEqual({
      ok: true,
      input: { name: 'Kids', description: 'For school' },
    });
  });

  it('refuses a name that is empty once trimmed', () => {
    expect(validatePortfolioForm({ name: ' \t ', description: '' })).toEqual({ ok: false, errors: { name: NAME_REQUIRED } });
  });

  it('accepts names and descriptions at the limits and refuses one character more', () => {
    expect(validatePortfolioForm({ name: 'n'.repeat(MAX_NAME), description: 'd'.repeat(MAX_DESCRIPTION) }).ok).toBe(true);
    expect(validatePortfolioForm({ name: 'n'.repeat(MAX_NAME + 1), description: 'd'.repeat(MAX_DESCRIPTION + 1) })).toEqual({
      ok: false,
      errors: { name: NAME_TOO_LONG, description: DESCRIPTION_TOO_LONG },
    });
  });

  it('counts the limits after trimming, as the server does', () => {
    expect(validatePortfolioForm({ name: ` ${'n'.repeat(MAX_NAME)} `, description: '' }).ok).toBe(true);
  });
});

describe('portfolioFormValues', () => {
  it('starts empty for a new portfolio and from the saved values when editing', () => {
    expect(portfolioFormValues()).toEqual({ name: '', description: '' });
    expect(portfolioFormValues({ name: 'Main', description: null })).toEqual({ name: 'Main', description: '' });
    expect(portfolioFormValues({ name: 'Main', description: 'Long term' })).toEqual({ name: 'Main', description: 'Long term' });
  });
});
