/**
 * A menu of checkboxes choosing which columns a table shows, with a reset to its defaults. The
 * transactions screen and the table widgets each give it their own trigger and columns.
 */
import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface ColumnsMenuProps<K extends string> {
  /** The button that opens the menu. */
  trigger: ReactElement;
  title: string;
  columns: readonly { value: K; label: string }[];
  shown: Readonly<Record<K, boolean>>;
  onShownChange: (column: K, shown: boolean) => void;
  onReset: () => void;
  /** The last column shown cannot be hidden. */
  keepOne?: boolean;
}

export function ColumnsMenu<K extends string>({ trigger, title, columns, shown, onShownChange, onReset, keepOne = false }: ColumnsMenuProps<K>) {
  const last = keepOne && columns.filter((column) => shown[column.value]).length === 1;
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="13rem" maxH="min(70vh, 32rem)" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{title}</Menu.ItemGroupLabel>
              {columns.map((column) => (
                <Menu.CheckboxItem
                  key={column.value}
                  value={column.value}
                  checked={shown[column.value]}
                  disabled={last && shown[column.value]}
                  onCheckedChange={(checked) => onShownChange(column.value, checked)}
                >
                  {column.label}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="reset" onClick={onReset}>
              Reset to default
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
