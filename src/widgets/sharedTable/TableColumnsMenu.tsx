/**
 * The table widgets' Columns menu: an icon button in the last header, choosing the columns of
 * the layout the table is seen in (the phone layout keeps its own). One column always stays.
 */
import { IconButton } from '@chakra-ui/react';
import { ColumnsMenu } from '../../ui/ColumnsMenu';
import { ColumnsIcon } from '../../ui/listIcons';
import type { FieldOption } from '../framework/configFields';
import type { TableState } from './useTableState';

export interface TableColumnsMenuProps<F extends string> {
  /** Every column of the table, in its order. */
  columns: readonly FieldOption<F>[];
  state: Pick<TableState<F>, 'layout' | 'visibility' | 'setShown' | 'resetColumns'>;
}

export function TableColumnsMenu<F extends string>({ columns, state }: TableColumnsMenuProps<F>) {
  return (
    <ColumnsMenu
      trigger={
        <IconButton aria-label="Columns" title="Columns" size="2xs" variant="ghost" color="fg.muted">
          <ColumnsIcon />
        </IconButton>
      }
      title={state.layout === 'mobile' ? 'Columns shown on phones' : 'Columns shown'}
      columns={columns}
      shown={state.visibility}
      onShownChange={state.setShown}
      onReset={state.resetColumns}
      keepOne
    />
  );
}
