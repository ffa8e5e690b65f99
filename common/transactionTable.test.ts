import {
  TRANSACTION_TABLE_COLUMNS,
  assertTransactionTable,
  decodeTransactionRows,
  encodeTransactionTable,
  mergeTableRows,
  prependTableRows,
  removeTableRows,
  type TransactionTable,
} from './transactionTable';

// As the server sends it: every column, nested ones as objects, no __typename.
function transaction(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const column of TRANSACTION_TABLE_COLUMNS) {
    const [parent, child] = column.split('.') as [string, string | undefined];
    const value = column === '_id' ? id : column === 'ticker' ? 'VTI' : column === 'shares' ? 17 : `${column} of ${id}`;
    if (child === undefined) plain[parent] = value;
    else plain[parent] = { ...(plain[parent] as Record<string, unknown> | undefined), [child]: value };
  }
  return { ...plain, ...overrides };
}

const ids = (table: TransactionTable) => decodeTransactionRows<{ _id: string }>(table).map((t) => t._id);

describe('transaction table', () => {
  it('decodes what it encoded, with a missing account as null', () => {
    const list = [transaction('t1'), transaction('t2', { account: null, broker: null, type: 'Income', shares: 0 })];
    const table = encodeTransactionTable(list);
    expect(table.columns).toEqual([...TRANSACTION_TABLE_COLUMNS]);
    expect(table.rows[0]).toHaveLength(TRANSACTION_TABLE_COLUMNS.length);
    expect(decodeTransactionRows(table)).toEqual(list);
  });

  it('survives JSON and writes dates as ISO text', () => {
    const table = encodeTransactionTable([transaction('t1', { date: new Date('2024-02-29T00:00:00Z') })]);
    const decoded = decodeTransactionRows<{ date: string }>(JSON.parse(JSON.stringify(table)) as TransactionTable);
    expect(decoded[0]!.date).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses a cell that is not a JSON scalar', () => {
    expect(() => encodeTransactionTable([transaction('t1', { ticker: { nested: true } })])).toThrow('A transaction table cell must be a string, number, boolean or null, not object.');
  });

  it.each([
    [null, 'The transaction table is missing.'],
    [{ version: 2, columns: [], rows: [] }, 'The transaction table has version 2; this app reads version 1.'],
    [{ version: 1, rows: [] }, 'The transaction table has no columns or rows.'],
    [{ version: 1, columns: ['_id', 'ticker'], rows: [] }, 'The transaction table lacks the columns holdingDisplay,'],
    [{ ...encodeTransactionTable([transaction('t1')]), rows: [['t1']] }, `Row 1 of the transaction table does not have ${TRANSACTION_TABLE_COLUMNS.length} values.`],
  ])('names what is wrong with %j', (value, message) => {
    expect(() => assertTransactionTable(value)).toThrow(message);
  });

  it('accepts columns it does not know, and reads them by name', () => {
    const table = encodeTransactionTable([transaction('t1')]);
    const wider = { ...table, columns: ['extra', ...table.columns], rows: table.rows.map((row) => ['x', ...row]) };
    expect(() => assertTransactionTable(wider)).not.toThrow();
    expect(decodeTransactionRows<{ ticker: string; extra: string }>(wider)[0]).toMatchObject({ ticker: 'VTI', extra: 'x' });
  });

  it('prepends new rows newest first, replacing a row with the same id', () => {
    const table = encodeTransactionTable([transaction('t1'), transaction('t2')]);
    const next = prependTableRows(table, [transaction('t3'), transaction('t2', { shares: 5 })]);
    expect(ids(next)).toEqual(['t3', 't2', 't1']);
    expect(decodeTransactionRows<{ shares: number }>(next)[1]!.shares).toBe(5);
    expect(ids(table)).toEqual(['t1', 't2']);
  });

  it('merges updated rows in place and leaves an unaffected table as it was', () => {
    const table = encodeTransactionTable([transaction('t1'), transaction('t2')]);
    const next = mergeTableRows(table, [transaction('t2', { ticker: 'VXUS' })]);
    expect(decodeTransactionRows<{ ticker: string }>(next).map((t) => t.ticker)).toEqual(['VTI', 'VXUS']);
    expect(mergeTableRows(table, [transaction('t9')])).toBe(table);
  });

  it('removes rows by id', () => {
    const table = encodeTransactionTable([transaction('t1'), transaction('t2'), transaction('t3')]);
    expect(ids(removeTableRows(table, ['t1', 't3', 'unknown']))).toEqual(['t2']);
  });
});
