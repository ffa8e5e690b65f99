import { Alert, Button, Card, Grid, HStack, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useId, useMemo } from 'react';
import type { PortfolioStockFieldsFragment } from '../../../generated/graphql';
import { mainUnit, PRICE_MINOR_UNITS } from '../../../../common/currencyUnits';
import { currencySymbols } from '../../../../common/currency';
import { formatCurrency } from '../../../lib/format';
import { FormField } from './FormField';
import { useResolvedStock } from './resolvedStock';
import { SymbolField, type KnownSecurity } from './SymbolField';
import {
  KIND_FORMS,
  MAX_DATE,
  MIN_DATE,
  TRANSACTION_KINDS,
  effectiveCurrency,
  isCashKind,
  normalizeTicker,
  rowTotal,
  type FieldSpec,
  type KindForm,
  type RowField,
  type TotalKind,
  type TransactionDraft,
  type TransactionKind,
} from './transactionRules';
import type { RowErrorState } from './useFormErrors';

const TOTAL_LABELS: Record<TotalKind, string> = {
  cost: 'Total cost',
  proceeds: 'Net proceeds',
  income: 'Net income',
  interest: 'Net interest',
  cashIn: 'Adds to cash',
  cashOut: 'Takes from cash',
};

function currencyHelper(currency: string, userCurrency: string): string | undefined {
  const unit = mainUnit(currency);
  const pence = unit.divisor === 1 ? '' : `Price per share in pence, kept in ${unit.currency}; fees, taxes and amounts in ${unit.currency}. `;
  const converted = unit.currency !== userCurrency ? `Converted to ${userCurrency} at the day's exchange rate.` : '';
  return `${pence}${converted}` || undefined;
}

let currencyCodes: { withPence: string[]; main: string[] } | undefined;
/** Every code the server accepts, sorted, with or without the units prices are quoted in; built once. */
function allCurrencyCodes(pence: boolean): string[] {
  if (!currencyCodes) {
    const main = Object.keys(currencySymbols()).sort();
    // Pence beside pounds: London prices are quoted in GBp. Cash is counted in pounds.
    currencyCodes = { main, withPence: main.flatMap((code) => (code === 'GBP' ? [code, ...PRICE_MINOR_UNITS] : [code])) };
  }
  return pence ? currencyCodes.withPence : currencyCodes.main;
}

export type RowUpdate = (key: string, update: (draft: TransactionDraft) => TransactionDraft) => void;

interface TransactionRowFieldsProps {
  draft: TransactionDraft;
  title: string;
  errors: RowErrorState;
  userCurrency: string;
  userLocale: string | null;
  onUpdate: RowUpdate;
  /** A field changed: its error no longer applies. */
  onEdited: (key: string, field: RowField) => void;
  onRemove?: (() => void) | undefined;
  onDuplicate?: (() => void) | undefined;
  known?: KnownSecurity | null;
}

/**
 * One transaction of the form: kind, symbol, date, currency, then the kind's own fields and its
 * running total. Fields stack on a phone and flow into a compact grid on wider screens.
 */
export function TransactionRowFields({ draft, title, errors, userCurrency, userLocale, onUpdate, onEdited, onRemove, onDuplicate, known }: TransactionRowFieldsProps) {
  const titleId = useId();
  const totalId = useId();
  const { key } = draft;
  const stock = useResolvedStock(draft);
  const currency = effectiveCurrency(draft, { userCurrency, quotedIn: stock?.currency ?? null });
  const form: KindForm = KIND_FORMS[draft.type];
  const cash = isCashKind(draft.type);
  const total = rowTotal(draft, currency);
  const unit = mainUnit(currency);

  const set = useCallback(
    (field: RowField, patch: Partial<TransactionDraft>) => {
      onUpdate(key, (current) => ({ ...current, ...patch }));
      onEdited(key, field);
    },
    [key, onUpdate, onEdited],
  );

  const onTickerChange = useCallback(
    (ticker: string) => {
      // Another symbol is another security: its exchange is no longer known.
      onUpdate(key, (current) => ({ ...current, ticker, exchangeShortName: normalizeTicker(ticker) === normalizeTicker(current.ticker) ? current.exchangeShortName : '' }));
      onEdited(key, 'ticker');
    },
    [key, onUpdate, onEdited],
  );

  const onResolved = useCallback(
    (ticker: string, resolved: PortfolioStockFieldsFragment) =>
      onUpdate(key, (current) =>
        // The user may have typed on while the answer was on its way.
        normalizeTicker(current.ticker) === ticker ? { ...current, lookup: { ticker, stockId: resolved._id }, exchangeShortName: resolved.exchangeCode ?? '' } : current,
      ),
    [key, onUpdate],
  );

  return (
    <Card.Root role="group" aria-labelledby={titleId} bg="bg.panel" size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Heading as="h2" size="sm" id={titleId}>
            {title}
          </Heading>
          <HStack gap="1">
            {onDuplicate && (
              <Button type="button" size="xs" variant="ghost" aria-label={`Duplicate ${title}`} onClick={onDuplicate}>
                Duplicate
              </Button>
            )}
            {onRemove && (
              <Button type="button" size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${title}`} onClick={onRemove}>
                Remove
              </Button>
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {errors.general.length > 0 && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Description>
                {errors.general.map((message) => (
                  <Text key={message}>{message}</Text>
                ))}
              </Alert.Description>
            </Alert.Root>
          )}
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(10.5rem, 1fr))' }} gap="3" alignItems="start">
            <FormField label="Kind" required error={errors.fields.type}>
              {(describedBy) => (
                <NativeSelect.Root>
                  <NativeSelect.Field aria-describedby={describedBy} value={draft.type} onChange={(event) => set('type', { type: event.currentTarget.value as TransactionKind })}>
                    {TRANSACTION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {kind}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>

            {!cash && <SymbolField draft={draft} stock={stock} error={errors.fields.ticker} known={known} onTickerChange={onTickerChange} onResolved={onResolved} />}

            <FormField label="Date" required error={errors.fields.date}>
              {(describedBy) => (
                <Input type="date" aria-describedby={describedBy} min={MIN_DATE} max={MAX_DATE} value={draft.date} onChange={(event) => set('date', { date: event.currentTarget.value })} />
              )}
            </FormField>

            <FormField label="Currency" required error={errors.fields.currency} helper={currencyHelper(currency, userCurrency)}>
              {(describedBy) => <CurrencySelect describedBy={describedBy} value={currency} pence={!cash} onChange={(code) => set('currency', { currency: code })} />}
            </FormField>

            {form.fields.map((spec) =>
              spec.rule === 'currency' ? (
                <FormField key={`${draft.type}-${spec.field}`} label={spec.label} required error={errors.fields[spec.field]} helper={spec.helper}>
                  {(describedBy) => (
                    <CurrencySelect describedBy={describedBy} value={draft[spec.field]} pence={false} placeholder="Choose…" onChange={(code) => set(spec.field, { [spec.field]: code })} />
                  )}
                </FormField>
              ) : (
                <KindFieldInput key={`${draft.type}-${spec.field}`} spec={spec} value={draft[spec.field]} error={errors.fields[spec.field]} onChange={(value) => set(spec.field, { [spec.field]: value })} />
              ),
            )}

            {total && (
              <Stack gap="1.5">
                <Text textStyle="sm" fontWeight="medium" id={totalId}>
                  {TOTAL_LABELS[total.kind]}
                </Text>
                <Text as="output" aria-labelledby={totalId} fontWeight="semibold" fontVariantNumeric="tabular-nums" lineHeight="2.5rem">
                  {formatCurrency(total.value, unit.currency, { locale: userLocale })}
                </Text>
              </Stack>
            )}
          </Grid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface CurrencySelectProps {
  describedBy: string | undefined;
  value: string;
  /** Whether to offer the minor units prices are quoted in (GBp): not for cash. */
  pence: boolean;
  /** An empty first choice, for a field with no currency yet. */
  placeholder?: string;
  onChange: (code: string) => void;
}

/** A currency code from the list the server accepts, keeping a value it does not list (a stored row's) selectable. */
function CurrencySelect({ describedBy, value, pence, placeholder, onChange }: CurrencySelectProps) {
  const codes = useMemo(() => {
    const list = allCurrencyCodes(pence);
    return value === '' || list.includes(value) ? list : [value, ...list];
  }, [value, pence]);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-describedby={describedBy} value={value} placeholder={placeholder} onChange={(event) => onChange(event.currentTarget.value)}>
        {codes.map((code) => (
          <option key={code} value={code}>
            {mainUnit(code).divisor === 1 ? code : `${code} (price in pence)`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function KindFieldInput({ spec, value, error, onChange }: { spec: Exclude<FieldSpec, { rule: 'currency' }>; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const isTicker = spec.rule === 'ticker';
  return (
    <FormField label={spec.label} required={spec.required} error={error} helper={spec.helper}>
      {(describedBy) => (
        <Input
          aria-describedby={describedBy}
          value={value}
          autoComplete="off"
          inputMode={isTicker ? 'text' : spec.rule === 'ratio' ? 'numeric' : 'decimal'}
          autoCapitalize={isTicker ? 'characters' : 'off'}
          spellCheck={false}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
