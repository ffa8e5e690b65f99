/**
 * A table widget's saved sort and columns for the layout it is seen in (default or mobile): a
 * header click sorts, the Columns menu shows and hides columns, and each change is saved to the
 * widget's config where the frame can save it.
 */
import type { ColumnSort, PerTableLayout } from '../framework/configFields';
import { useSavedConfigValue } from '../framework/useSavedConfigValue';
import { useWidgetLayout, type WidgetLayout } from '../framework/widgetLayout';
import { nextSort, type SortModel } from './tableSort';

export interface TableStateConfig<F extends string> {
  columnSortModel: PerTableLayout<ColumnSort<F>[]>;
  columnVisibility: PerTableLayout<Record<F, boolean>>;
}

export interface TableStateOptions<F extends string> {
  /** The order when none is saved. */
  naturalSort: SortModel<F>;
  startsAscending: (field: F) => boolean;
  /** The columns shown when none are saved: the Columns menu's reset. */
  defaultVisibility: PerTableLayout<Record<F, boolean>>;
}

export interface TableState<F extends string> {
  layout: WidgetLayout;
  sort: SortModel<F>;
  onSort: (field: F) => void;
  visibility: Record<F, boolean>;
  /** Shows or hides a column; the last one shown stays. */
  setShown: (field: F, shown: boolean) => void;
  resetColumns: () => void;
  /** Keeps the columns this layout shows, in their order. */
  shownOf: <C extends { field: F }>(columns: readonly C[]) => C[];
}

export function useTableState<F extends string>(config: TableStateConfig<F>, { naturalSort, startsAscending, defaultVisibility }: TableStateOptions<F>): TableState<F> {
  const layout = useWidgetLayout();
  const [sortModel, setSortModel] = useSavedConfigValue('columnSortModel', config.columnSortModel);
  const [visibilityModel, setVisibilityModel] = useSavedConfigValue('columnVisibility', config.columnVisibility);
  const sort = sortModel[layout][0] ?? naturalSort;
  const visibility = visibilityModel[layout];
  return {
    layout,
    sort,
    onSort: (field) => setSortModel({ ...sortModel, [layout]: [nextSort(sort, field, startsAscending)] }),
    visibility,
    setShown: (field, shown) => {
      const next = { ...visibility, [field]: shown };
      if (Object.values(next).some(Boolean)) setVisibilityModel({ ...visibilityModel, [layout]: next });
    },
    resetColumns: () => setVisibilityModel({ ...visibilityModel, [layout]: defaultVisibility[layout] }),
    shownOf: (columns) => columns.filter((column) => visibility[column.field]),
  };
}
