import { columnSortModelField, columnVisibilityField, resolveConfig, visibleColumns } from './configFields';

const COLUMNS = [
  { value: 'ticker', label: 'Holding' },
  { value: 'value', label: 'Value' },
  { value: 'change', label: 'Change' },
] as const;

describe('columnSortModelField', () => {
  const field = columnSortModelField(COLUMNS, { default: [{ field: 'value', sort: 'desc' }], mobile: [] });

  it('reads a sort for each layout, a layout not stored taking the default', () => {
    expect(field.parse({ default: [{ field: 'ticker', sort: 'asc' }], mobile: [{ field: 'change', sort: 'desc' }] })).toEqual({
      default: [{ field: 'ticker', sort: 'asc' }],
      mobile: [{ field: 'change', sort: 'desc' }],
    });
    expect(field.parse({ mobile: [] })).toEqual({ default: [{ field: 'value', sort: 'desc' }], mobile: [] });
  });

  it('drops a column the table does not have, and keeps the first of several', () => {
    const stored = { default: [{ field: 'gone', sort: 'asc' }, { field: 'change', sort: 'asc' }, { field: 'ticker', sort: 'desc' }], mobile: [{ field: 'gone', sort: 'desc' }] };
    expect(field.parse(stored)).toEqual({ default: [{ field: 'change', sort: 'asc' }], mobile: [] });
  });

  it('refuses anything malformed', () => {
    for (const stored of [null, 'value', [], { default: { field: 'value', sort: 'asc' } }, { default: [{ field: 'value', sort: 'up' }] }, { mobile: [{ field: 3, sort: 'asc' }] }, { default: ['value'] }])
      expect(field.parse(stored)).toBeUndefined();
  });
});

describe('columnVisibilityField', () => {
  const defaults = { default: visibleColumns(COLUMNS), mobile: visibleColumns(COLUMNS, ['ticker', 'value']) };
  const field = columnVisibilityField(COLUMNS, defaults);

  it('reads every column for each layout: unknown ones dropped, missing ones from the default', () => {
    expect(field.parse({ default: { change: false, gone: true }, mobile: { value: false } })).toEqual({
      default: { ticker: true, value: true, change: false },
      mobile: { ticker: true, value: false, change: false },
    });
    expect(field.parse({})).toEqual(defaults);
  });

  it('refuses anything malformed, and a layout with no column left', () => {
    for (const stored of [null, [], { default: [] }, { default: { value: 'no' } }, { mobile: { ticker: false, value: false } }]) expect(field.parse(stored)).toBeUndefined();
  });

  it('falls back to the default when a stored config is unreadable, as every field does', () => {
    const fields = { columnVisibility: field, columnSortModel: columnSortModelField(COLUMNS, { default: [], mobile: [] }) };
    const resolved = resolveConfig(fields, { columnVisibility: { default: { ticker: 1 } }, columnSortModel: { default: [{ field: 'change', sort: 'asc' }] } });
    expect(resolved.config).toEqual({ columnVisibility: defaults, columnSortModel: { default: [{ field: 'change', sort: 'asc' }], mobile: [] } });
    expect(resolved.replaced).toEqual(['Columns']);
  });
});
