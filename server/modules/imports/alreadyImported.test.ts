import { ALREADY_BY_VALUES, alreadyByReference, findAlreadyImported, type ImportCandidate } from './alreadyImported';
import type { StoredTrade } from './imports.repository';

const candidate = (row: number, extra: Partial<ImportCandidate> = {}): ImportCandidate => ({
  row,
  ticker: 'VTI',
  reference: null,
  date: '2023-04-03T00:00:00.000',
  type: 'Buy',
  shares: '17',
  shareprice: '204.3473',
  transactionValue: '3473.9041',
  ...extra,
});

const stored = (extra: Partial<StoredTrade> = {}): StoredTrade => ({
  reference: null,
  ticker: 'VTI',
  day: '2023-04-03',
  type: 'Buy',
  shares: '17',
  shareprice: '204.3473',
  transactionValue: '3473.9041',
  ...extra,
});

describe('findAlreadyImported', () => {
  it('knows a row by its reference and ticker, whatever its values', () => {
    const found = findAlreadyImported([candidate(2, { reference: '1234567890', shares: '1' }), candidate(3, { reference: '1234567890', ticker: 'VXUS' })], [
      stored({ reference: '1234567890' }),
    ]);
    expect(found).toEqual([{ row: 2, message: alreadyByReference('1234567890') }]);
  });

  it('counts rows without a reference: two stored trades account for two identical rows, not three', () => {
    const found = findAlreadyImported([candidate(2), candidate(3), candidate(4)], [stored(), stored()]);
    expect(found).toEqual([
      { row: 2, message: ALREADY_BY_VALUES },
      { row: 3, message: ALREADY_BY_VALUES },
    ]);
  });

  it('compares the day, the type and exact quantities', () => {
    const rows = [
      candidate(2, { date: '2023-04-03T15:30:00.000', shares: '17.000' }),
      candidate(3, { type: 'Sell' }),
      candidate(4, { shareprice: '204.3474' }),
      candidate(5, { date: '2023-04-04' }),
    ];
    expect(findAlreadyImported(rows, [stored(), stored(), stored(), stored()])).toEqual([{ row: 2, message: ALREADY_BY_VALUES }]);
  });

  it('tells two deposits of one day apart by their amount', () => {
    const deposit = { ticker: 'CHF', type: 'Deposit', shares: '0', shareprice: '0' };
    const rows = [candidate(2, { ...deposit, transactionValue: '1500' }), candidate(3, { ...deposit, transactionValue: '2500' })];
    expect(findAlreadyImported(rows, [stored({ ...deposit, transactionValue: '1500.00' })])).toEqual([{ row: 2, message: ALREADY_BY_VALUES }]);
  });

  it('does not let a stored trade that a referenced row matched also absorb a row without reference', () => {
    const rows = [candidate(2, { reference: 'T1' }), candidate(3)];
    expect(findAlreadyImported(rows, [stored({ reference: 'T1' })])).toEqual([{ row: 2, message: alreadyByReference('T1') }]);
    // Without the referenced row in the file, the same stored trade matches by its values.
    expect(findAlreadyImported([candidate(3)], [stored({ reference: 'T1' })])).toEqual([{ row: 3, message: ALREADY_BY_VALUES }]);
  });

  it('finds nothing in an empty ledger', () => {
    expect(findAlreadyImported([candidate(2, { reference: 'T1' }), candidate(3)], [])).toEqual([]);
  });
});
