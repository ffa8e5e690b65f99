/**
 * The table of one security's manual closes or one currency pair's manual rates, newest first:
 * add a row, change a row's value, paste rows from a spreadsheet, delete the selected rows. The
 * Prices and Rates screens differ only in wording and in the list they edit.
 */
import { Alert, Button, Checkbox, EmptyState, HStack, IconButton, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { plainDecimal } from '../../lib/plainDecimal';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { errorMessage } from '../../ui/errorMessage';
import { PencilIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { toaster } from '../../ui/toaster';
import { useDialogState } from '../../ui/useDialogState';
import { useDialogSubmit } from '../../ui/useDialogSubmit';
import { PasteQuotesDialog } from './PasteQuotesDialog';
import { QuotePointDialog } from './QuotePointDialog';
import { countOf, type QuoteWording } from './quoteWording';
import type { DatedValue, ManualQuotes } from './useManualQuotes';

/** Rows shown before "Show all": 20 years of daily closes is 5,000 rows, more than a page needs. */
const FIRST_ROWS = 100;

export function QuotesEditor({ quotes, wording }: { quotes: ManualQuotes; wording: QuoteWording }) {
  const editing = useDialogState<DatedValue | 'new'>();
  const [pasting, setPasting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const newestFirst = useMemo(() => [...quotes.points].reverse(), [quotes.points]);
  const known = useMemo(() => new Set(quotes.points.map((p) => p.date)), [quotes.points]);
  // A selection names dates; one deleted elsewhere (another tab) is simply no longer there.
  const chosen = newestFirst.filter((p) => selected.has(p.date)).map((p) => p.date);
  const rows = showAll ? newestFirst : newestFirst.slice(0, FIRST_ROWS);

  async function save(points: readonly DatedValue[]) {
    await quotes.save(points);
    toaster.create({ type: 'success', title: points.length === 1 ? `${wording.singular[0]!.toUpperCase()}${wording.singular.slice(1)} of ${points[0]!.date} saved` : `${countOf(points.length, wording)} saved` });
  }

  async function remove() {
    await quotes.remove(chosen);
    toaster.create({ type: 'success', title: `${countOf(chosen.length, wording)} deleted` });
    setSelected(new Set());
  }

  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" onClick={() => editing.show('new')} disabled={quotes.loading || quotes.error !== null}>
          <PlusIcon />
          Add a {wording.singular}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setPasting(true)} disabled={quotes.loading || quotes.error !== null}>
          Paste from a spreadsheet
        </Button>
        {/* Nothing to select in an empty list: the button would only be a disabled puzzle. */}
        {newestFirst.length > 0 ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)} disabled={chosen.length === 0}>
            <TrashIcon />
            Delete selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        ) : null}
      </HStack>

      <QuotesBody quotes={quotes} wording={wording} rows={rows} total={newestFirst.length} selected={selected} onSelect={setSelected} onEdit={(point) => editing.show(point)} />
      {!showAll && newestFirst.length > FIRST_ROWS ? (
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => setShowAll(true)}>
          Show all {newestFirst.length} {wording.plural}
        </Button>
      ) : null}

      <QuotePointDialog
        open={editing.open}
        onClose={editing.close}
        editing={editing.subject === 'new' ? null : editing.subject}
        known={known}
        wording={wording}
        onSave={(point) => save([point])}
      />
      <PasteQuotesDialog open={pasting} onClose={() => setPasting(false)} wording={wording} onSave={save} />
      <DialogShell role="alertdialog" open={deleting} onClose={() => setDeleting(false)}>
        <DeleteQuotes dates={chosen} wording={wording} onDelete={remove} onDone={() => setDeleting(false)} />
      </DialogShell>
    </Stack>
  );
}

interface QuotesBodyProps {
  quotes: ManualQuotes;
  wording: QuoteWording;
  rows: readonly DatedValue[];
  total: number;
  selected: ReadonlySet<string>;
  onSelect: (selected: ReadonlySet<string>) => void;
  onEdit: (point: DatedValue) => void;
}

/** The list in its four states: loading, failed, empty, loaded. */
function QuotesBody({ quotes, wording, rows, total, selected, onSelect, onEdit }: QuotesBodyProps) {
  if (quotes.loading) return <Skeleton height="32" aria-label={`Loading the ${wording.plural}`} />;
  if (quotes.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The {wording.plural} could not be loaded</Alert.Title>
          <Alert.Description overflowWrap="anywhere">{errorMessage(quotes.error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (total === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="md" size="sm">
        <EmptyState.Content>
          <EmptyState.Title>No {wording.plural} entered yet</EmptyState.Title>
          <EmptyState.Description>Add one, or paste a few rows copied from a spreadsheet.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const allChecked = rows.every((row) => selected.has(row.date));
  const toggle = (date: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(date);
    else next.delete(date);
    onSelect(next);
  };
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={wording.tableLabel} interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="10">
              <Checkbox.Root size="sm" checked={allChecked ? true : selected.size > 0 ? 'indeterminate' : false} onCheckedChange={(d) => onSelect(d.checked === true ? new Set(rows.map((r) => r.date)) : new Set())}>
                <Checkbox.HiddenInput aria-label={`Select every ${wording.singular} shown`} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{wording.column}</Table.ColumnHeader>
            <Table.ColumnHeader w="12">
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.date} data-selected={selected.has(row.date) ? '' : undefined}>
              <Table.Cell>
                <Checkbox.Root size="sm" checked={selected.has(row.date)} onCheckedChange={(d) => toggle(row.date, d.checked === true)}>
                  <Checkbox.HiddenInput aria-label={`Select ${row.date}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.date}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {plainDecimal(row.value)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <IconButton size="xs" variant="ghost" aria-label={`Change the ${wording.value} of ${row.date}`} onClick={() => onEdit(row)}>
                  <PencilIcon />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function DeleteQuotes({ dates, wording, onDelete, onDone }: { dates: readonly string[]; wording: QuoteWording; onDelete: () => Promise<void>; onDone: () => void }) {
  const { pending, failure, run } = useDialogSubmit(onDone);
  // Fixed when the dialog opens: the list under it changes once the delete succeeds.
  const [shown] = useState(dates);
  return (
    <DialogForm
      title={`Delete ${countOf(shown.length, wording)}?`}
      onSubmit={() => run(onDelete)}
      pending={pending}
      failure={failure === null ? null : { title: `The ${wording.plural} were not deleted`, message: failure }}
      submitLabel="Delete"
      destructive
    >
      <Text>
        {shown.length <= 5 ? shown.join(', ') : `${shown.slice(0, 5).join(', ')} and ${shown.length - 5} more`}. Figures on those days fall back on the provider&apos;s {wording.plural}, else on your trades.
      </Text>
    </DialogForm>
  );
}
