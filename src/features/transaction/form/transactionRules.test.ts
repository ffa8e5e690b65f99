import type { TransactionFieldsFragment } from '../../../generated/graphql';
import {
  KIND_FORMS,
  TRANSACTION_KINDS,
  changedFields,
  checkRow,
  draftFromTransaction,
  effectiveCurrency,
  emptyDraft,
  parseAmount,
  rowTotal,
  type RowContext,
  type TransactionDraft,
} from './transactionRules';

const inGbp: RowContext = { userCurrency: 'GBP', quotedIn: null };

const draft = (patch: Partial<TransactionDraft> = {}): TransactionDraft => ({ ...emptyDraft('k', '2024-03-01'), ticker: 'aapl', ...patch });

describe('parseAmount', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['.5', 0.5],
    ['-3', -3],
    ['1e3', 1000],
    [' 7 ', 7],
  ])('reads %j as %p', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['abc', '1,234.5', '1.2.3', '12$', '--1', '1e'])('refuses %j (NaN rather than a guess)', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});

describe('checkRow: common fields', () => {
  it('requires a symbol of the server shape and upper-cases it', () => {
    expect(checkRow(draft({ ticker: ' ', shares: '1', shareprice: '1' }), inGbp).errors.ticker).toBe('Symbol is required.');
    expect(checkRow(draft({ ticker: 'A'.repeat(33), shares: '1', shareprice: '1' }), inGbp).errors.ticker).toBe('Symbol must be at most 32 letters, digits or . - ^ = : / _.');
    expect(checkRow(draft({ ticker: 'BAD!', shares: '1', shareprice: '1' }), inGbp).errors.ticker).toBe('Symbol must be at most 32 letters, digits or . - ^ = : / _.');
    expect(checkRow(draft({ ticker: ' brk.b ', shares: '1', shareprice: '1' }), inGbp).input?.ticker).toBe('BRK.B');
  });

  it('checks the date', () => {
    expect(checkRow(draft({ date: '1850-06-01', shares: '1', shareprice: '1' }), inGbp).errors.date).toBe('Date must be between 1900-01-01 and 2099-12-31.');
  });

  it('returns no input while any field is wrong', () => {
    const check = checkRow(draft({ shares: '-1', shareprice: '1' }), inGbp);
    expect(check.input).toBeNull();
    expect(check.errors).toEqual({ shares: 'Shares must be greater than zero.' });
  });
});

describe('checkRow: currency', () => {
  it('uses the display currency when neither the user nor the security says otherwise, without FX', () => {
    const { input } = checkRow(draft({ shares: '1', shareprice: '2' }), inGbp);
    expect(input).toMatchObject({ currency: 'GBP', isApplyExchangeRate: false });
  });

  it("follows the security's currency and then converts at the day's rate", () => {
    const { input } = checkRow(draft({ shares: '1', shareprice: '2' }), { userCurrency: 'GBP', quotedIn: 'USD' });
    expect(input).toMatchObject({ currency: 'USD', isApplyExchangeRate: true });
  });

  it("keeps the user's pick over the security's default, and says when the security is quoted otherwise", () => {
    expect(effectiveCurrency(draft({ currency: 'EUR' }), { userCurrency: 'GBP', quotedIn: 'USD' })).toBe('EUR');
    expect(checkRow(draft({ currency: 'EUR', shares: '1', shareprice: '1' }), { userCurrency: 'GBP', quotedIn: 'USD' }).errors.currency).toBe(
      'AAPL is quoted in USD.',
    );
  });

  it('refuses codes the server does not know', () => {
    expect(checkRow(draft({ currency: 'XYZ', shares: '1', shareprice: '1' }), inGbp).errors.currency).toBe('Currency "XYZ" is not a known currency code.');
    expect(checkRow(draft({ currency: '', shares: '1', shareprice: '1' }), { userCurrency: '', quotedIn: null }).errors.currency).toBe('Currency is required.');
  });

  it('sends a London price in pence as GBp, checked against the pounds the security is quoted in', () => {
    const { input, errors } = checkRow(draft({ ticker: 'vod.l', currency: 'GBp', shares: '100', shareprice: '72.5', fees: '5' }), { userCurrency: 'GBP', quotedIn: 'GBP' });
    expect(errors).toEqual({});
    expect(input).toMatchObject({ currency: 'GBp', shareprice: 72.5, fees: 5, isApplyExchangeRate: false });
    expect(checkRow(draft({ currency: 'GBp', shares: '1', shareprice: '1' }), { userCurrency: 'USD', quotedIn: 'USD' }).errors.currency).toBe('AAPL is quoted in USD.');
  });

  it('accepts crypto codes the server lists', () => {
    expect(checkRow(draft({ currency: 'BTC', shares: '1', shareprice: '1' }), inGbp).input).toMatchObject({ currency: 'BTC', isApplyExchangeRate: true });
  });
});

describe('checkRow: each kind', () => {
  it.each(['Buy', 'Sell', 'DRIP'] as const)('%s needs shares > 0 and a price >= 0; fees are optional', (type) => {
    expect(checkRow(draft({ type }), inGbp).errors).toEqual({ shares: 'Shares is required.', shareprice: 'Price per share is required.' });
    expect(checkRow(draft({ type, shares: '0', shareprice: '-1', fees: '-2' }), inGbp).errors).toEqual({
      shares: 'Shares must be greater than zero.',
      shareprice: 'Price per share must not be negative.',
      fees: 'Fees must not be negative.',
    });
    expect(checkRow(draft({ type, shares: '10', shareprice: '0' }), inGbp).input).toEqual({
      type,
      ticker: 'AAPL',
      date: '2024-03-01',
      currency: 'GBP',
      isApplyExchangeRate: false,
      shares: 10,
      shareprice: 0,
      fees: 0,
      taxes: 0,
    });
    expect(checkRow(draft({ type, shares: '2', shareprice: '150,25', fees: '1.5' }), inGbp).input).toMatchObject({ shares: 2, shareprice: 150.25, fees: 1.5 });
  });

  it('Income needs a positive amount; taxes are optional and not negative', () => {
    expect(checkRow(draft({ type: 'Income' }), inGbp).errors).toEqual({ transactionValue: 'Amount is required.' });
    expect(checkRow(draft({ type: 'Income', transactionValue: '0', taxes: '-1' }), inGbp).errors).toEqual({
      transactionValue: 'Amount must be greater than zero.',
      taxes: 'Taxes withheld must not be negative.',
    });
    const { input } = checkRow(draft({ type: 'Income', transactionValue: '12.34', taxes: '1.85', shares: '99' }), inGbp);
    expect(input).toMatchObject({ type: 'Income', transactionValue: 12.34, taxes: 1.85, fees: 0 });
    // Shares typed for another kind are not sent: a lump sum is what the form asks for.
    expect(input).not.toHaveProperty('shares');
  });

  it('Split needs a ratio of two whole numbers and nothing else', () => {
    expect(checkRow(draft({ type: 'Split' }), inGbp).errors).toEqual({ ratioNew: 'New shares is required.', ratioOld: 'For old shares is required.' });
    expect(checkRow(draft({ type: 'Split', ratioNew: '0', ratioOld: '1.5' }), inGbp).errors).toEqual({
      ratioNew: 'New shares must be greater than zero.',
      ratioOld: 'For old shares must be a whole number (for 1.5 for 1, enter 3 for 2).',
    });
    expect(checkRow(draft({ type: 'Split', ratioNew: '2', ratioOld: '1', shares: 'junk' }), inGbp).input).toEqual({
      type: 'Split',
      ticker: 'AAPL',
      date: '2024-03-01',
      currency: 'GBP',
      isApplyExchangeRate: false,
      ratioNew: 2,
      ratioOld: 1,
      fees: 0,
      taxes: 0,
    });
  });

  it('Spin-Off needs another holding and a cost basis fraction in 0..1; shares received are optional', () => {
    expect(checkRow(draft({ type: 'Spin-Off' }), inGbp).errors).toEqual({ targetTicker: 'New holding symbol is required.', costBasisFraction: 'Cost basis fraction is required.' });
    expect(checkRow(draft({ type: 'Spin-Off', targetTicker: 'aapl', costBasisFraction: '1.2' }), inGbp).errors).toEqual({
      targetTicker: 'New holding symbol must name another holding than AAPL.',
      costBasisFraction: 'Cost basis fraction must be between 0 and 1.',
    });
    expect(checkRow(draft({ type: 'Spin-Off', targetTicker: 'x', costBasisFraction: '-0.1' }), inGbp).errors).toEqual({ costBasisFraction: 'Cost basis fraction must not be negative.' });
    expect(checkRow(draft({ type: 'Spin-Off', targetTicker: 'newco', costBasisFraction: '0', shares: '' }), inGbp).input).toMatchObject({
      targetTicker: 'NEWCO',
      costBasisFraction: 0,
      shares: 0,
    });
    expect(checkRow(draft({ type: 'Spin-Off', targetTicker: 'newco', costBasisFraction: '1', shares: '3' }), inGbp).input).toMatchObject({ costBasisFraction: 1, shares: 3 });
  });

  it('Merge needs another holding and a positive ratio', () => {
    expect(checkRow(draft({ type: 'Merge' }), inGbp).errors).toEqual({ targetTicker: 'Becomes symbol is required.', ratioNew: 'New shares is required.', ratioOld: 'For shares held is required.' });
    expect(checkRow(draft({ type: 'Merge', targetTicker: 'bigco', ratioNew: '1', ratioOld: '2' }), inGbp).input).toMatchObject({ type: 'Merge', targetTicker: 'BIGCO', ratioNew: 1, ratioOld: 2 });
  });

  it('Spin-Off takes the shares received or a ratio, not both', () => {
    const spinOff = { type: 'Spin-Off' as const, targetTicker: 'newco', costBasisFraction: '0.1' };
    const byRatio = checkRow(draft({ ...spinOff, ratioNew: '1', ratioOld: '5' }), inGbp).input;
    expect(byRatio).toMatchObject({ ratioNew: 1, ratioOld: 5, shares: 0 });
    const byShares = checkRow(draft({ ...spinOff, shares: '3' }), inGbp).input;
    expect(byShares).not.toHaveProperty('ratioNew');
    expect(checkRow(draft({ ...spinOff, shares: '3', ratioNew: '1', ratioOld: '5' }), inGbp).errors).toEqual({
      ratioNew: 'Or new shares must not be given with the shares received: give one or the other.',
    });
  });

  it('describes a form for every kind', () => {
    expect(TRANSACTION_KINDS).toEqual(['Buy', 'Sell', 'Income', 'Split', 'DRIP', 'Spin-Off', 'Merge', 'Deposit', 'Withdrawal', 'Interest', 'Fee', 'Tax', 'Conversion']);
    for (const kind of TRANSACTION_KINDS) expect(KIND_FORMS[kind].fields.length).toBeGreaterThan(0);
  });
});

describe('checkRow: cash kinds', () => {
  // A symbol typed before the kind changed, and the security it resolved to: neither counts for cash.
  const cash = (patch: Partial<TransactionDraft>) => draft({ ticker: 'aapl', exchangeShortName: 'NASDAQ', ...patch });
  const quotedInUsd: RowContext = { userCurrency: 'GBP', quotedIn: 'USD' };
  const labels = (kind: keyof typeof KIND_FORMS) => KIND_FORMS[kind].fields.map((spec) => spec.label);

  it('shows no symbol, and the fields each kind takes', () => {
    expect(labels('Deposit')).toEqual(['Amount', 'Fees']);
    expect(labels('Withdrawal')).toEqual(['Amount', 'Fees']);
    expect(labels('Interest')).toEqual(['Gross interest', 'Taxes withheld', 'Fees']);
    expect(labels('Fee')).toEqual(['Amount']);
    expect(labels('Tax')).toEqual(['Amount']);
    expect(KIND_FORMS.Tax.fields[0]).toMatchObject({ helper: 'Negative for a refund' });
    expect(labels('Conversion')).toEqual(['Amount given', 'Currency received', 'Amount received', 'Fees']);
  });

  it.each(['Deposit', 'Withdrawal'] as const)('%s sends its amount and fee in the currency, the currency as its ticker, and no exchange', (type) => {
    expect(checkRow(cash({ type }), inGbp).errors).toEqual({ transactionValue: 'Amount is required.' });
    expect(checkRow(cash({ type, transactionValue: '0', fees: '-1' }), inGbp).errors).toEqual({ transactionValue: 'Amount must be greater than zero.', fees: 'Fees must not be negative.' });
    expect(checkRow(cash({ type, currency: 'EUR', transactionValue: '1000', fees: '2.5' }), quotedInUsd).input).toEqual({
      type,
      ticker: 'EUR',
      date: '2024-03-01',
      currency: 'EUR',
      isApplyExchangeRate: true,
      transactionValue: 1000,
      fees: 2.5,
      taxes: 0,
    });
  });

  it("follows the display currency, not a security's, and counts cash in pounds rather than pence", () => {
    expect(checkRow(cash({ type: 'Deposit', transactionValue: '5' }), quotedInUsd).input).toMatchObject({ ticker: 'GBP', currency: 'GBP', isApplyExchangeRate: false });
    expect(checkRow(cash({ type: 'Deposit', currency: 'GBp', transactionValue: '5' }), inGbp).errors).toEqual({ currency: 'Currency must be GBP, the main unit, for cash.' });
  });

  it('Interest takes taxes withheld up to the gross, and fees', () => {
    expect(checkRow(cash({ type: 'Interest', transactionValue: '10', taxes: '11' }), inGbp).errors).toEqual({ taxes: 'Taxes withheld must not be more than the gross interest.' });
    expect(checkRow(cash({ type: 'Interest', transactionValue: '12.5', taxes: '3.3', fees: '0.2', shares: '7' }), inGbp).input).toEqual({
      type: 'Interest',
      ticker: 'GBP',
      date: '2024-03-01',
      currency: 'GBP',
      isApplyExchangeRate: false,
      transactionValue: 12.5,
      taxes: 3.3,
      fees: 0.2,
    });
  });

  it('Fee takes a positive amount; Tax a signed one, negative for a refund', () => {
    expect(checkRow(cash({ type: 'Fee', transactionValue: '-3' }), inGbp).errors).toEqual({ transactionValue: 'Amount must be greater than zero.' });
    expect(checkRow(cash({ type: 'Fee', transactionValue: '3', fees: '9' }), inGbp).input).toMatchObject({ type: 'Fee', transactionValue: 3, fees: 0 });
    expect(checkRow(cash({ type: 'Tax', transactionValue: '0' }), inGbp).errors).toEqual({ transactionValue: 'Amount must not be zero (a refund is negative).' });
    expect(checkRow(cash({ type: 'Tax', transactionValue: '-20' }), inGbp).input).toMatchObject({ type: 'Tax', ticker: 'GBP', transactionValue: -20 });
  });

  it('Conversion names the currency received, another than the one given, and the amount received', () => {
    expect(checkRow(cash({ type: 'Conversion' }), inGbp).errors).toEqual({
      transactionValue: 'Amount given is required.',
      shares: 'Amount received is required.',
      targetTicker: 'Currency received is required.',
    });
    expect(checkRow(cash({ type: 'Conversion', currency: 'USD', transactionValue: '1000', targetTicker: 'USD', shares: '0' }), inGbp).errors).toEqual({
      shares: 'Amount received must be greater than zero.',
      targetTicker: 'Currency received must be another currency than USD.',
    });
    expect(checkRow(cash({ type: 'Conversion', currency: 'USD', transactionValue: '1000', targetTicker: 'eur', shares: '912.5', fees: '2' }), inGbp).input).toEqual({
      type: 'Conversion',
      ticker: 'USD',
      date: '2024-03-01',
      currency: 'USD',
      isApplyExchangeRate: true,
      transactionValue: 1000,
      targetTicker: 'EUR',
      shares: 912.5,
      fees: 2,
      taxes: 0,
    });
  });
});

describe('checkRow: numbers', () => {
  it('refuses text, grouping separators and magnitudes the server refuses', () => {
    expect(checkRow(draft({ shares: 'ten', shareprice: '1,000.5' }), inGbp).errors).toEqual({
      shares: 'Shares must be a number, such as 12.5.',
      shareprice: 'Price per share must be a number, such as 12.5.',
    });
    expect(checkRow(draft({ shares: '1e15', shareprice: '1' }), inGbp).errors).toEqual({ shares: 'Shares must be below 10^15.' });
    expect(checkRow(draft({ shares: '999999999999999', shareprice: '1' }), inGbp).errors).toEqual({});
    expect(checkRow(draft({ shares: '1e400', shareprice: '1' }), inGbp).errors).toEqual({ shares: 'Shares must be below 10^15.' });
  });

  it('sends the exchange only when the row knows it', () => {
    expect(checkRow(draft({ shares: '1', shareprice: '1', exchangeShortName: 'XETRA' }), inGbp).input?.exchangeShortName).toBe('XETRA');
    expect(checkRow(draft({ shares: '1', shareprice: '1' }), inGbp).input).not.toHaveProperty('exchangeShortName');
  });
});

describe('rowTotal', () => {
  it('adds fees to a purchase and takes them off a sale', () => {
    expect(rowTotal(draft({ shares: '10', shareprice: '2.5', fees: '1' }))).toEqual({ kind: 'cost', value: 26 });
    expect(rowTotal(draft({ type: 'Sell', shares: '10', shareprice: '2.5', fees: '1' }))).toEqual({ kind: 'proceeds', value: 24 });
    expect(rowTotal(draft({ type: 'DRIP', shares: '1', shareprice: '3' }))).toEqual({ kind: 'cost', value: 3 });
  });

  it('totals a price in pence in pounds, fees being in pounds', () => {
    expect(rowTotal(draft({ shares: '100', shareprice: '72.5', fees: '5' }), 'GBp')).toEqual({ kind: 'cost', value: 77.5 });
  });

  it('nets taxes off income', () => {
    expect(rowTotal(draft({ type: 'Income', transactionValue: '10', taxes: '1.5' }))).toEqual({ kind: 'income', value: 8.5 });
  });

  it('gives the net cash effect of a cash row, counting only the costs its kind shows', () => {
    expect(rowTotal(draft({ type: 'Deposit', transactionValue: '1000', fees: '2.5' }))).toEqual({ kind: 'cashIn', value: 997.5 });
    expect(rowTotal(draft({ type: 'Withdrawal', transactionValue: '100', fees: '1.5', taxes: '9' }))).toEqual({ kind: 'cashOut', value: 101.5 });
    expect(rowTotal(draft({ type: 'Interest', transactionValue: '12.5', taxes: '3.3', fees: '0.2' }))?.value).toBeCloseTo(9, 10);
    expect(rowTotal(draft({ type: 'Interest', transactionValue: '12.5' }))).toEqual({ kind: 'interest', value: 12.5 });
    expect(rowTotal(draft({ type: 'Conversion', transactionValue: '1000', shares: '912.5', fees: '2' }))).toEqual({ kind: 'cashOut', value: 1002 });
    // Income shows no fees: a fee left from a Buy is not taken off.
    expect(rowTotal(draft({ type: 'Income', transactionValue: '10', fees: '4' }))).toEqual({ kind: 'income', value: 10 });
    expect(rowTotal(draft({ type: 'Fee', transactionValue: '3' }))).toBeNull();
    expect(rowTotal(draft({ type: 'Deposit', transactionValue: '-3' }))).toBeNull();
  });

  it('shows nothing until the figures are numbers, or for kinds without a total', () => {
    expect(rowTotal(draft({ shares: '10' }))).toBeNull();
    expect(rowTotal(draft({ shares: 'x', shareprice: '1' }))).toBeNull();
    expect(rowTotal(draft({ type: 'Split', ratioNew: '2', ratioOld: '1' }))).toBeNull();
  });

  it('shows nothing while a figure it adds up would be refused', () => {
    expect(rowTotal(draft({ shares: '-5', shareprice: '2' }))).toBeNull();
    expect(rowTotal(draft({ shares: '5', shareprice: '2', fees: 'abc' }))).toBeNull();
    expect(rowTotal(draft({ shares: '5', shareprice: '2', fees: '-1' }))).toBeNull();
    expect(rowTotal(draft({ type: 'Income', transactionValue: '10', taxes: '-1' }))).toBeNull();
    expect(rowTotal(draft({ shares: '5', shareprice: '2', fees: '' }))).toEqual({ kind: 'cost', value: 10 });
  });
});

const stored: TransactionFieldsFragment = {
  _id: 't1',
  ticker: 'VTI',
  holdingDisplay: null,
  currency: 'USD',
  isApplyExchangeRate: true,
  date: '2023-04-03T10:30:00.000',
  type: 'Buy',
  shares: 17,
  shareprice: 204.3473,
  transactionValue: 3473.9041,
  shareprice_userCurrency: null,
  transactionValue_userCurrency: null,
  fees: 0,
  taxes: 0,
  shares_balance: 17,
  valueAtCostPC: null,
  valueAtCostTC: null,
  costOfSoldPC: null,
  costOfSoldTC: null,
  realizedGainLostPC: null,
  realizedGainLostTC: null,
  reference: null,
  exchangeShortName: 'ARCX',
  ratioNew: null,
  ratioOld: null,
  ratio: null,
  costBasisFraction: null,
  targetTicker: null,
  fxRate: 0.8,
  updatedAt: '2023-04-03T10:30:00.000Z',
  parentportfolio: { _id: 'p1', name: 'Main' },
  account: null,
  broker: null,
  stock: null,
};

describe('draftFromTransaction and changedFields', () => {
  const original = () => checkRow(draftFromTransaction(stored), inGbp).input!;

  it('fills the form from the stored transaction (the day only, zero fees blank)', () => {
    expect(draftFromTransaction(stored)).toMatchObject({ key: 't1', type: 'Buy', ticker: 'VTI', date: '2023-04-03', currency: 'USD', shares: '17', shareprice: '204.3473', fees: '', exchangeShortName: 'ARCX' });
  });

  it('finds nothing to send for an untouched form', () => {
    expect(changedFields(original(), original())).toBeNull();
  });

  it('sends only the fields that changed', () => {
    const next = checkRow({ ...draftFromTransaction(stored), shareprice: '210', fees: '1' }, inGbp).input!;
    expect(changedFields(original(), next)).toEqual({ shareprice: 210, fees: 1 });
  });

  it('sends a new kind with the fields it adds, keeping the stored date and time', () => {
    const next = checkRow({ ...draftFromTransaction(stored), type: 'Split', ratioNew: '3', ratioOld: '1' }, inGbp).input!;
    expect(changedFields(original(), next)).toEqual({ type: 'Split', ratioNew: 3, ratioOld: 1 });
    const income = checkRow({ ...draftFromTransaction(stored), type: 'Income' }, inGbp).input!;
    expect(changedFields(original(), income)).toEqual({ type: 'Income', transactionValue: 3473.9041, shares: 0, shareprice: 0 });
  });

  it('sends the target of a merge, and clears it when the kind no longer has one', () => {
    const merge = { ...stored, type: 'Merge' as const, targetTicker: 'BIGCO', ratioNew: 2, ratioOld: 1, ratio: 2 };
    const before = checkRow(draftFromTransaction(merge), inGbp).input!;
    const next = checkRow({ ...draftFromTransaction(merge), type: 'Buy' }, inGbp).input!;
    expect(changedFields(before, next)).toEqual({ type: 'Buy', shares: 17, shareprice: 204.3473, targetTicker: '' });
  });

  it('clears the exchange when the symbol changes to one without', () => {
    const next = checkRow({ ...draftFromTransaction(stored), ticker: 'VOO', exchangeShortName: '' }, inGbp).input!;
    expect(changedFields(original(), next)).toEqual({ ticker: 'VOO', exchangeShortName: '' });
  });

  it('fills the form from a stored cash row, and sends a changed amount only', () => {
    const conversion = { ...stored, type: 'Conversion' as const, ticker: 'USD', exchangeShortName: null, shares: 912.5, shareprice: 0, transactionValue: 1000, targetTicker: 'EUR' };
    expect(draftFromTransaction(conversion)).toMatchObject({ type: 'Conversion', currency: 'USD', transactionValue: '1000', shares: '912.5', targetTicker: 'EUR' });
    const before = checkRow(draftFromTransaction(conversion), inGbp).input!;
    expect(changedFields(before, checkRow({ ...draftFromTransaction(conversion), shares: '913' }, inGbp).input!)).toEqual({ shares: 913 });
  });

  it('turns a currency change into the FX flag too', () => {
    const next = checkRow({ ...draftFromTransaction(stored), currency: 'GBP' }, inGbp).input!;
    expect(changedFields(original(), next)).toEqual({ currency: 'GBP', isApplyExchangeRate: false });
  });

  it('sends a new income amount as a lump sum, so a stored per-share income is not checked against it', () => {
    const income = { ...stored, type: 'Income' as const, shares: 10, shareprice: 0.5, transactionValue: 5 };
    const before = checkRow(draftFromTransaction(income), inGbp).input!;
    const next = checkRow({ ...draftFromTransaction(income), transactionValue: '6' }, inGbp).input!;
    expect(changedFields(before, next)).toEqual({ transactionValue: 6, shares: 0, shareprice: 0 });
  });
});
