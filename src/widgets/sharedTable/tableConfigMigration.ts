/**
 * The table widgets' config version 2: the sort, stored as two selects (sortField and
 * sortDirection), and the optional columns, stored as one switch each (showIncome…), become the
 * columnSortModel and columnVisibility of the default and mobile layouts. Pure, for the
 * definitions' migrations.
 */
import type { ColumnSort, PerTableLayout } from '../framework/configFields';

export interface ColumnModelsMigration<F extends string> {
  /** The version 1 sort's default column, for a stored direction without a column. */
  sortField?: F;
  /** Each version 1 switch and the column it showed. */
  toggles: Readonly<Record<string, F>>;
  defaultVisibility: PerTableLayout<Record<F, boolean>>;
}

export function migrateToColumnModels<F extends string>(config: Record<string, unknown>, { sortField, toggles, defaultVisibility }: ColumnModelsMigration<F>): Record<string, unknown> {
  const { sortField: storedField, sortDirection, ...rest } = config;
  const migrated: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([key]) => !(key in toggles)));
  const field = typeof storedField === 'string' ? storedField : sortField;
  if (field !== undefined && (storedField !== undefined || sortDirection !== undefined)) {
    // The old sort held at every width; a column since removed is dropped when the config is read.
    const sort: ColumnSort<string> = { field, sort: sortDirection === 'asc' ? 'asc' : 'desc' };
    migrated.columnSortModel = { default: [sort], mobile: [sort] };
  }
  const switched = Object.entries(toggles).filter(([key]) => typeof config[key] === 'boolean');
  if (switched.length > 0) {
    // The switches were for wide widgets; a narrow one hid those columns, as the mobile default does.
    const shown = { ...defaultVisibility.default };
    for (const [key, column] of switched) shown[column] = config[key] as boolean;
    migrated.columnVisibility = { default: shown, mobile: defaultVisibility.mobile };
  }
  return migrated;
}
