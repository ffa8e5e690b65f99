/**
 * Several dated values pasted from a spreadsheet: a preview of every row, the bad ones flagged
 * with why, and one save of all of them (nothing is saved while a row is bad, and the server
 * saves all or none).
 */
import { Badge, Box, Field, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { MAX_QUOTES_PER_CALL } from '../../../common/quoteRules';
import { plainDecimal } from '../../lib/plainDecimal';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/useDialogSubmit';
import { parsePastedQuotes } from './parsePastedQuotes';
import { countOf, type QuoteWording } from './quoteWording';
import type { DatedValue } from './useManualQuotes';

export interface PasteQuotesDialogProps {
  open: boolean;
  onClose: () => void;
  wording: QuoteWording;
  onSave: (points: readonly DatedValue[]) => Promise<void>;
}

export function PasteQuotesDialog({ open, onClose, ...rest }: PasteQuotesDialogProps) {
  return (
    <DialogShell open={open} onClose={onClose} size="lg" scrollBehavior="inside">
      <PasteQuotesForm {...rest} onDone={onClose} />
    </DialogShell>
  );
}

function PasteQuotesForm({ wording, onSave, onDone }: Omit<PasteQuotesDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const [text, setText] = useState('');
  const pasted = useMemo(() => parsePastedQuotes(text, wording.value), [text, wording.value]);
  const { pending, failure, fail, run } = useDialogSubmit(onDone);
  const bad = pasted.rows.filter((row) => row.problem !== null).length;
  const tooMany = pasted.rows.length > MAX_QUOTES_PER_CALL;

  function submit() {
    if (pasted.rows.length === 0) return fail(`Paste at least one row: a date, then the ${wording.value}.`);
    if (bad > 0) return fail(`${bad === 1 ? '1 row has' : `${bad} rows have`} a problem (flagged below): mend it in the box, or leave the row out.`);
    if (tooMany) return fail(`At most ${MAX_QUOTES_PER_CALL} rows at a time.`);
    return run(() => onSave(pasted.valid));
  }

  return (
    <DialogForm
      title={`Paste ${wording.plural}`}
      onSubmit={submit}
      pending={pending}
      failure={failure === null ? null : { title: `No ${wording.singular} was saved`, message: failure }}
      submitLabel={pasted.valid.length > 0 ? `Save ${countOf(pasted.valid.length, wording)}` : 'Save'}
      maxW="2xl"
    >
      <Field.Root>
        <Field.Label>Rows from a spreadsheet</Field.Label>
        <Textarea
          name="pasted"
          rows={6}
          resize="vertical"
          fontFamily="mono"
          placeholder={`2024-01-02\t101.25\n2024-01-03\t102.10`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Field.HelperText>
          One row a line: the date (yyyy-MM-dd), then the {wording.value}, separated by a tab (copy two columns from a spreadsheet), a semicolon or a comma. A date already saved is replaced.
        </Field.HelperText>
      </Field.Root>
      {pasted.rows.length > 0 ? <PastePreview pasted={pasted} bad={bad} wording={wording} /> : null}
    </DialogForm>
  );
}

function PastePreview({ pasted, bad, wording }: { pasted: ReturnType<typeof parsePastedQuotes>; bad: number; wording: QuoteWording }) {
  return (
    <Stack gap="2">
      <Text textStyle="sm" aria-live="polite" color={bad > 0 ? 'fg.error' : 'fg.muted'}>
        {bad > 0
          ? `${bad} of ${pasted.rows.length} rows ${bad === 1 ? 'has a problem' : 'have problems'}: nothing is saved until ${bad === 1 ? 'it is' : 'they are'} mended or left out.`
          : `${countOf(pasted.rows.length, wording)} ready to save.`}
        {pasted.skippedHeader ? ' The first line (column names) is left out.' : ''}
      </Text>
      <Box maxH="64" overflowY="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Preview of the pasted rows" stickyHeader>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{wording.column}</Table.ColumnHeader>
              <Table.ColumnHeader>Check</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pasted.rows.map((row) => (
              <Table.Row key={row.line} bg={row.problem ? 'bg.error' : undefined} data-invalid={row.problem ? '' : undefined}>
                <Table.Cell color="fg.muted">{row.line}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.date || '—'}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {row.value === null ? '—' : plainDecimal(row.value)}
                </Table.Cell>
                <Table.Cell>
                  {row.problem ? (
                    <Text as="span" textStyle="xs" color="fg.error">
                      {row.problem}
                    </Text>
                  ) : (
                    <Badge size="xs" colorPalette="green" variant="subtle">
                      OK
                    </Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
