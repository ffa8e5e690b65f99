import { DESCRIPTION_TOO_LONG, MAX_DESCRIPTION, MAX_NAME, NAME_REQUIRED, NAME_TOO_LONG, checkNamedRecord, valuesOf } from './namedRecordForm';

describe('checkNamedRecord', () => {
  it('trims both fields and sends an empty description as null', () => {
    expect(checkNamedRecord({ name: '  Degiro ', description: '   ' })).toEqual({ ok: true, input: { name: 'Degiro', description: null } });
    expect(checkNamedRecord({ name: 'IBKR', description: ' Margin ' })).toEqual({ ok: true, input: { name: 'IBKR', description: 'Margin' } });
  });

  it('needs a name of 1 to 100 characters once trimmed', () => {
    expect(checkNamedRecord({ name: '   ', description: '' })).toEqual({ ok: false, errors: { name: NAME_REQUIRED } });
    expect(checkNamedRecord({ name: ` ${'x'.repeat(MAX_NAME)} `, description: '' }).ok).toBe(true);
    expect(checkNamedRecord({ name: 'x'.repeat(MAX_NAME + 1), description: '' })).toEqual({ ok: false, errors: { name: NAME_TOO_LONG } });
  });

  it('allows a description of at most 500 characters and reports both fields at once', () => {
    expect(checkNamedRecord({ name: 'A', description: 'd'.repeat(MAX_DESCRIPTION) }).ok).toBe(true);
    expect(checkNamedRecord({ name: '', description: 'd'.repeat(MAX_DESCRIPTION + 1) })).toEqual({
      ok: false,
      errors: { name: NAME_REQUIRED, description: DESCRIPTION_TOO_LONG },
    });
  });
});

describe('valuesOf', () => {
  it('starts a form from a record, or empty', () => {
    expect(valuesOf({ name: 'IBKR', description: null })).toEqual({ name: 'IBKR', description: '' });
    expect(valuesOf(null)).toEqual({ name: '', description: '' });
  });
});
