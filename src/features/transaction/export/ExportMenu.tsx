/**
 * The Transactions screen's Export menu. The whole ledger (every portfolio, whatever the filters)
 * comes first: it is the file a backup or a move to another account needs, and the import reads
 * it back as it is. The rows shown, with the columns shown, stay available for spreadsheets.
 */
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDownIcon, DownloadIcon } from '../../../ui/listIcons';
import type { ColumnContext, ColumnDef, TransactionRow } from '../list/transactionColumns';
import { downloadText, transactionsCsv, transactionsCsvFileName } from '../list/transactionsCsv';
import { ledgerCsv, ledgerFileName, ledgerJson } from './ledgerExport';

interface ExportMenuProps {
  /** Every transaction of the ledger. */
  transactions: readonly TransactionRow[];
  /** The rows the list shows, in its order. */
  rows: readonly TransactionRow[];
  columns: readonly ColumnDef[];
  context: ColumnContext;
  disabled: boolean;
}

export function ExportMenu({ transactions, rows, columns, context, disabled }: ExportMenuProps) {
  const choices = [
    { value: 'ledgerCsv', label: 'Whole ledger as CSV', detail: 'A backup the import reads back', run: () => downloadText(ledgerFileName('csv'), ledgerCsv(transactions, context.userCurrency)) },
    {
      value: 'ledgerJson',
      label: 'Whole ledger as JSON',
      detail: 'The same records, typed',
      run: () => downloadText(ledgerFileName('json'), ledgerJson(transactions, context.userCurrency), 'application/json'),
    },
    { value: 'shownCsv', label: 'Rows shown as CSV', detail: 'With the filters and columns shown', run: () => downloadText(transactionsCsvFileName(), transactionsCsv(rows, columns, context)) },
  ];
  return (
    <Menu.Root onSelect={({ value }) => choices.find((choice) => choice.value === value)?.run()}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          <DownloadIcon /> Export <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="15rem">
            {choices.map((choice, index) => (
              <Menu.Item key={choice.value} value={choice.value} flexDirection="column" alignItems="start" gap="0" mt={index === 2 ? '1' : undefined}>
                {choice.label}
                <Text as="span" textStyle="xs" color="fg.muted">
                  {choice.detail}
                </Text>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
