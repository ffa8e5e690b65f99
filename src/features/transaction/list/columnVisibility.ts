/**
 * The user's choice of transaction columns, remembered in local storage on this device. Only the
 * columns the user changed are stored, so a column added later shows its default.
 */
import { COLUMNS, DEFAULT_VISIBILITY, isColumnId, type ColumnId, type ColumnVisibility } from './transactionColumns';
import { storageOrNull } from '../../../lib/safeStorage';

export const COLUMN_VISIBILITY_KEY = 'portfolioTracker.transactionList.columns';

export function loadColumnVisibility(storage: Pick<Storage, 'getItem'> | null = storageOrNull()): ColumnVisibility {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(COLUMN_VISIBILITY_KEY) ?? 'null');
  } catch {
    return DEFAULT_VISIBILITY;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return DEFAULT_VISIBILITY;
  const visibility: Record<ColumnId, boolean> = { ...DEFAULT_VISIBILITY };
  for (const [id, shown] of Object.entries(stored)) if (isColumnId(id) && typeof shown === 'boolean') visibility[id] = shown;
  return visibility;
}

export function saveColumnVisibility(visibility: ColumnVisibility, storage: Pick<Storage, 'setItem' | 'removeItem'> | null = storageOrNull()): void {
  const changed = Object.fromEntries(COLUMNS.filter((column) => visibility[column.id] !== column.defaultVisible).map((column) => [column.id, visibility[column.id]]));
  try {
    if (Object.keys(changed).length) storage?.setItem(COLUMN_VISIBILITY_KEY, JSON.stringify(changed));
    else storage?.removeItem(COLUMN_VISIBILITY_KEY);
  } catch {
    // Storage can be full or disabled (private mode): the choice then lasts for this visit.
  }
}
