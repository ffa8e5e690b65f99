/**
 * An entry's price alerts: a change of the day by this many percent either way, a price to rise
 * to, a price to fall to. An empty field turns its alert off (sent as null). Checked with the
 * server's own rule (common/watchlists.ts alertsProblem) before sending.
 */
import { Field, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MAX_ALERT_PERCENT, alertsProblem, type WatchlistAlerts } from '../../../common/watchlists';
import type { WatchlistEntryItem } from '../../data/watchlists';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/useDialogSubmit';

export interface AlertsDialogProps {
  entry: WatchlistEntryItem | null;
  onClose: () => void;
  onSave: (entryId: string, alerts: WatchlistAlerts) => Promise<void>;
}

export function AlertsDialog({ entry, onClose, onSave }: AlertsDialogProps) {
  return (
    <DialogShell open={entry !== null} onClose={onClose}>
      {entry ? <AlertsForm entry={entry} onClose={onClose} onSave={onSave} /> : null}
    </DialogShell>
  );
}

const textOf = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * A field's number: null when empty (the alert off), NaN when it is not one. Commas grouping
 * thousands ("1,250.50") are dropped; a lone decimal comma ("2,5") reads as a point.
 */
export function alertValue(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed)) return Number(trimmed.replace(/,/g, ''));
  return Number(trimmed.replace(/^(\d+),(\d+)$/, '$1.$2'));
}

const FIELDS = [
  { key: 'alertPriceChangePercent', label: 'Day’s change, either way (%)', help: `Above 0, at most ${MAX_ALERT_PERCENT.toLocaleString('en-US')}.` },
  { key: 'alertAbove', label: 'Price rises to', help: 'In the listing’s currency.' },
  { key: 'alertBelow', label: 'Price falls to', help: 'Under the price to rise to.' },
] as const satisfies readonly { key: keyof WatchlistAlerts; label: string; help: string }[];

function AlertsForm({ entry, onClose, onSave }: { entry: WatchlistEntryItem; onClose: () => void; onSave: AlertsDialogProps['onSave'] }) {
  const [texts, setTexts] = useState<Record<keyof WatchlistAlerts, string>>({
    alertPriceChangePercent: textOf(entry.alertPriceChangePercent),
    alertAbove: textOf(entry.alertAbove),
    alertBelow: textOf(entry.alertBelow),
  });
  const { pending, failure, fail, run } = useDialogSubmit(onClose);

  function submit() {
    const alerts: WatchlistAlerts = {
      alertPriceChangePercent: alertValue(texts.alertPriceChangePercent),
      alertAbove: alertValue(texts.alertAbove),
      alertBelow: alertValue(texts.alertBelow),
    };
    const problem = alertsProblem(alerts);
    if (problem) return fail(problem);
    return run(() => onSave(entry._id, alerts));
  }

  return (
    <DialogForm title={`Alerts for ${entry.symbol}`} onSubmit={submit} pending={pending} failure={failure} submitLabel="Save alerts" maxW="sm">
      <Text textStyle="sm" color="fg.muted">
        You are told when one is reached. Leave a field empty to turn that alert off.
      </Text>
      {FIELDS.map((field) => (
        <Field.Root key={field.key}>
          <Field.Label>{field.label}</Field.Label>
          <Input inputMode="decimal" value={texts[field.key]} onChange={(event) => setTexts({ ...texts, [field.key]: event.currentTarget.value })} />
          <Field.HelperText>{field.help}</Field.HelperText>
        </Field.Root>
      ))}
    </DialogForm>
  );
}
