/**
 * Adds one dated value or changes the value of one date. The date is the row's key: editing keeps
 * it (to move a value to another day, add it there and delete this one). A date already in the
 * table is replaced, as the server upserts by date.
 */
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MAX_DATE, MIN_DATE } from '../../../common/limits';
import { quoteDateProblem, quoteValueProblem } from '../../../common/quoteRules';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/useDialogSubmit';
import { readQuoteNumber } from './parsePastedQuotes';
import type { QuoteWording } from './quoteWording';
import type { DatedValue } from './useManualQuotes';
import { plainDecimal } from '../../lib/plainDecimal';

export interface QuotePointDialogProps {
  open: boolean;
  onClose: () => void;
  /** The row being edited; null to add one. */
  editing: DatedValue | null;
  /** Dates already in the table, to say that saving replaces one. */
  known: ReadonlySet<string>;
  wording: QuoteWording;
  onSave: (point: DatedValue) => Promise<void>;
}

export function QuotePointDialog({ open, onClose, ...rest }: QuotePointDialogProps) {
  return (
    <DialogShell open={open} onClose={onClose}>
      <QuotePointForm {...rest} onDone={onClose} />
    </DialogShell>
  );
}

function QuotePointForm({ editing, known, wording, onSave, onDone }: Omit<QuotePointDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const [date, setDate] = useState(editing?.date ?? '');
  const [valueText, setValueText] = useState(editing ? plainDecimal(editing.value) : '');
  const [errors, setErrors] = useState<{ date?: string; value?: string }>({});
  const { pending, failure, run } = useDialogSubmit(onDone);
  const replaces = !editing && known.has(date);

  function submit() {
    const value = readQuoteNumber(valueText);
    const dateProblem = date ? quoteDateProblem(date) : 'is required.';
    const valueProblem = !valueText.trim() ? 'is required.' : value === null ? 'must be a number, such as 12.34.' : quoteValueProblem(value) ? 'must be greater than 0 and less than 1e15.' : null;
    const found = { ...(dateProblem && { date: `The date ${dateProblem}` }), ...(valueProblem && { value: `The ${wording.value} ${valueProblem}` }) };
    setErrors(found);
    if (dateProblem || valueProblem) return;
    return run(() => onSave({ date: date.trim(), value: value! }));
  }

  const title = editing ? `Change the ${wording.value} of ${editing.date}` : `Add a ${wording.singular}`;
  return (
    <DialogForm title={title} onSubmit={submit} pending={pending} failure={failure === null ? null : { title: `The ${wording.singular} was not saved`, message: failure }} submitLabel="Save">
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errors.date)} disabled={editing !== null}>
          <Field.Label>
            Date
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" name="date" min={MIN_DATE} max={MAX_DATE} value={date} onChange={(event) => setDate(event.currentTarget.value)} />
          {errors.date ? <Field.ErrorText>{errors.date}</Field.ErrorText> : null}
          {replaces ? <Field.HelperText>This date has a {wording.value} already: saving replaces it.</Field.HelperText> : null}
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.value)}>
          <Field.Label>
            {wording.column}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input name="value" inputMode="decimal" autoComplete="off" placeholder="e.g. 12.34" value={valueText} onChange={(event) => setValueText(event.currentTarget.value)} />
          {errors.value ? <Field.ErrorText>{errors.value}</Field.ErrorText> : null}
        </Field.Root>
        {editing ? (
          <Text textStyle="sm" color="fg.muted">
            To move this {wording.value} to another day, add it there and delete this one.
          </Text>
        ) : null}
      </Stack>
    </DialogForm>
  );
}
