/**
 * A widget's settings, generated from its config schema: one control
 * per field, by kind. Saving sends only the widgets document (a widget update replaces only the
 * widgets).
 */
import { Checkbox, Field, Fieldset, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogShell } from '../../../ui/DialogShell';
import { DialogForm } from '../../../ui/FormDialog';
import { useDialogSubmit } from '../../../ui/useDialogSubmit';
import type { ConfigField, TogglesField } from '../../../widgets/framework/configFields';
import { selectedInterval, type SelectedInterval } from '../../../widgets/framework/intervals';
import { SettingSelect } from '../../profile/SettingSelect';
import { usePortfolios } from '../../../data/portfolios';
import type { DashboardWidget } from '../model/dashboardDocument';
import { ColumnsControl } from './ColumnsControl';
import { SectorControl } from './SectorControl';
import { TickerControl, TickersControl } from './TickerControls';
import { WatchlistControl } from './WatchlistControl';

export interface WidgetSettingsDialogProps {
  widget: DashboardWidget | null;
  onClose: () => void;
  onSave: (widgetId: string, config: Record<string, unknown>) => Promise<void>;
}

export function WidgetSettingsDialog({ widget, onClose, onSave }: WidgetSettingsDialogProps) {
  return (
    <DialogShell open={widget !== null} onClose={onClose} scrollBehavior="inside">
      {widget ? <SettingsForm widget={widget} onClose={onClose} onSave={onSave} /> : null}
    </DialogShell>
  );
}

function SettingsForm({ widget, onClose, onSave }: { widget: DashboardWidget; onClose: () => void; onSave: WidgetSettingsDialogProps['onSave'] }) {
  const [values, setValues] = useState<Record<string, unknown>>(widget.config);
  const { pending, failure, fail, run } = useDialogSubmit(onClose);
  const fields = Object.entries(widget.definition.configs);

  function submit() {
    // The form's controls only produce values their fields accept; check anyway before sending.
    const invalid = fields.filter(([key, field]) => field.parse(values[key]) === undefined).map(([, field]) => field.label);
    if (invalid.length > 0) {
      fail(`Check ${invalid.join(', ')}.`);
      return;
    }
    return run(() => onSave(widget.id, values));
  }

  return (
    <DialogForm title={`${widget.definition.title} settings`} onSubmit={submit} pending={pending} failure={failure} submitLabel="Save settings" maxW="md">
      <Text textStyle="sm" color="fg.muted">
        {widget.definition.description}
      </Text>
      {fields.map(([key, field]) => (
        <FieldControl key={key} field={field} value={values[key]} onChange={(value) => setValues((current) => ({ ...current, [key]: value }))} />
      ))}
    </DialogForm>
  );
}

function FieldControl({ field, value, onChange }: { field: ConfigField; value: unknown; onChange: (value: unknown) => void }) {
  switch (field.kind) {
    case 'select':
      return <SettingSelect label={field.label} helperText={field.help} value={String(value)} options={field.options} onChange={onChange} />;
    case 'boolean':
      return (
        <Field.Root>
          <Switch.Root checked={value === true} onCheckedChange={(details) => onChange(details.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{field.label}</Switch.Label>
          </Switch.Root>
          {field.help ? <Field.HelperText>{field.help}</Field.HelperText> : null}
        </Field.Root>
      );
    case 'number':
      return <NumberControl field={field} value={value} onChange={onChange} />;
    case 'interval':
      // Stored as { name, desc }; the list offers the names, and desc follows the chosen one.
      return (
        <SettingSelect
          label={field.label}
          helperText={field.help}
          value={(value as SelectedInterval | undefined)?.name ?? field.defaultValue.name}
          options={field.options}
          onChange={(name) => onChange(selectedInterval(name))}
        />
      );
    case 'portfolios':
      return <PortfoliosControl label={field.label} help={field.help} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} />;
    case 'columnSortModel':
      // Set by the table's headers, for the layout it is seen in.
      return null;
    case 'columnVisibility':
      return <ColumnsControl field={field} value={value} onChange={onChange} />;
    case 'sector':
      return <SectorControl label={field.label} help={field.help} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'ticker':
      return <TickerControl field={field} value={value} onChange={onChange} />;
    case 'tickers':
      return <TickersControl field={field} value={value} onChange={onChange} />;
    case 'toggles':
      return <TogglesControl field={field} value={value} onChange={onChange} />;
    case 'watchlist':
      return <WatchlistControl label={field.label} help={field.help} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
  }
}

function TogglesControl({ field, value, onChange }: { field: TogglesField; value: unknown; onChange: (value: unknown) => void }) {
  const on = field.parse(value) ?? field.defaultValue;
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {field.label}
      </Fieldset.Legend>
      <Stack gap="1.5">
        {field.options.map((option) => (
          <Switch.Root
            key={option.value}
            size="sm"
            checked={on.includes(option.value)}
            onCheckedChange={(details) => onChange(field.options.map(({ value: each }) => each).filter((each) => (each === option.value ? details.checked : on.includes(each))))}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{option.label}</Switch.Label>
          </Switch.Root>
        ))}
      </Stack>
      {field.help ? <Fieldset.HelperText>{field.help}</Fieldset.HelperText> : null}
    </Fieldset.Root>
  );
}

function NumberControl({ field, value, onChange }: { field: Extract<ConfigField, { kind: 'number' }>; value: unknown; onChange: (value: unknown) => void }) {
  const [text, setText] = useState(String(value));
  const parsed = Number(text);
  const invalid = text.trim() === '' || field.parse(parsed) === undefined;
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{field.label}</Field.Label>
      <Input
        type="number"
        inputMode="decimal"
        min={field.min}
        max={field.max}
        step={field.step}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          // An unreadable entry is handed on as NaN, which the form refuses to save.
          onChange(event.currentTarget.value.trim() === '' ? Number.NaN : Number(event.currentTarget.value));
        }}
      />
      {invalid ? <Field.ErrorText>Enter a number from {field.min} to {field.max}.</Field.ErrorText> : field.help ? <Field.HelperText>{field.help}</Field.HelperText> : null}
    </Field.Root>
  );
}

function PortfoliosControl({ label, help, value, onChange }: { label: string; help?: string | undefined; value: string[]; onChange: (value: unknown) => void }) {
  const { portfolios, loading } = usePortfolios();
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      <Stack gap="1.5">
        {loading ? <Text textStyle="sm" color="fg.muted">Loading portfolios…</Text> : null}
        {portfolios.map((portfolio) => (
          <Checkbox.Root
            key={portfolio._id}
            size="sm"
            checked={value.includes(portfolio._id)}
            onCheckedChange={(details) => onChange(details.checked === true ? [...value, portfolio._id] : value.filter((id) => id !== portfolio._id))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{portfolio.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {help ? <Fieldset.HelperText>{help}</Fieldset.HelperText> : null}
    </Fieldset.Root>
  );
}
