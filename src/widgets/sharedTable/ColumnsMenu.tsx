/**
 * The table widgets' Columns menu: a checkbox per column for the layout the table is seen in
 * (the phone layout keeps its own), and a reset. The last column shown cannot be hidden.
 */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { ColumnsIcon } from '../../ui/listIcons';
import type { FieldOption } from '../framework/configFields';
import type { TableState } from './useTableState';

export interface ColumnsMenuProps<F extends string> {
  /** Every column of the table, in its order, with the label its header shows. */
  columns: readonly FieldOption<F>[];
  state: Pick<TableState<F>, 'layout' | 'visibility' | 'setShown' | 'resetColumns'>;
}

export function ColumnsMenu<F extends string>({ columns, state }: ColumnsMenuProps<F>) {
  const shownCount = columns.filter((column) => state.visibility[column.value]).length;
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Columns" title="Columns" size="2xs" variant="ghost" color="fg.muted">
          <ColumnsIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem" maxH="min(70vh, 28rem)" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{state.layout === 'mobile' ? 'Columns shown on phones' : 'Columns shown'}</Menu.ItemGroupLabel>
              {columns.map((column) => {
                const shown = state.visibility[column.value];
                return (
                  <Menu.CheckboxItem
                    key={column.value}
                    value={column.value}
                    checked={shown}
                    disabled={shown && shownCount === 1}
                    onCheckedChange={(checked) => state.setShown(column.value, checked)}
                  >
                    {column.label}
                    <Menu.ItemIndicator />
                  </Menu.CheckboxItem>
                );
              })}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="reset" onClick={state.resetColumns}>
              Reset to default
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
