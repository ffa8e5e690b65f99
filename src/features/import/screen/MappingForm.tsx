/**
 * Step 3, for files that are not Interactive Brokers Flex statements: which column holds which
 * field (pre-filled with the pipeline's guess), where the type and currency come from, the
 * decimal separator, and the day/month order when the dates leave it open, with the first rows
 * of the file to choose from. "Continue" reads the file again with this mapping.
 */
import { Badge, Box, Button, Card, Field, HStack, Heading, Input, List, NativeSelect, RadioGroup, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../../data/useCurrentUser';
import { mappingMissing } from '../pipeline/columnMapping';
import {
  IMPORTABLE_TYPES,
  REQUIRED_COLUMN_FIELDS,
  TRADE_COLUMN_FIELDS,
  type ColumnField,
  type ColumnMapping,
  type CurrencyRule,
  type ImportFileInfo,
  type ImportableType,
  type MappingStep,
  type TypeRule,
} from '../pipeline/importPreview';
import type { DateOrder } from '../lib/importDates';
import { dateOrderExample } from './dateOrderExample';
import { FileNotices } from './FileNotices';

interface MappingFormProps {
  file: ImportFileInfo;
  step: MappingStep;
  onContinue: (mapping: ColumnMapping) => void;
  onChooseAnother: () => void;
  /** Back to the preview without reading the file again (when changing a mapping already used). */
  onCancel?: () => void;
}

const FIELD_TEXT: Readonly<Record<ColumnField, { label: string; hint: string }>> = {
  date: { label: 'Date', hint: 'The trade date.' },
  symbol: { label: 'Symbol', hint: 'The ticker, e.g. VTI.' },
  quantity: { label: 'Quantity', hint: 'Number of shares.' },
  price: { label: 'Price', hint: 'Price per share.' },
  amount: { label: 'Amount', hint: 'Of cash rows: deposits, withdrawals, interest, fees, taxes.' },
  fees: { label: 'Fees', hint: 'Commission and costs.' },
  taxes: { label: 'Taxes', hint: 'Withholding tax, stamp duty.' },
  isin: { label: 'ISIN', hint: 'Optional.' },
  tradeId: { label: 'Trade ID', hint: 'Spots rows imported before.' },
  multiplier: { label: 'Multiplier', hint: 'Contract size; 1 when absent.' },
  exchange: { label: 'Exchange', hint: 'Optional.' },
};

const FIELD_ORDER: readonly ColumnField[] = ['date', 'symbol', 'quantity', 'price', 'amount', 'fees', 'taxes', 'isin', 'tradeId', 'exchange', 'multiplier'];
const REQUIRED = new Set<ColumnField>(REQUIRED_COLUMN_FIELDS);
const TRADE_FIELDS = new Set<ColumnField>(TRADE_COLUMN_FIELDS);

/** Whether a field needs a column: a file with a type and an amount column may hold cash rows only, with no security. */
const isRequired = (field: ColumnField, { columns, type }: ColumnMapping) => REQUIRED.has(field) && !(columns.amount !== undefined && type.from === 'column' && TRADE_FIELDS.has(field));

const TYPE_LABELS: Readonly<Record<ImportableType, string>> = { Buy: 'Buy', Sell: 'Sell', Income: 'Income', DRIP: 'DRIP' };

function typeValue(rule: TypeRule): string {
  if (rule.from === 'column') return `column:${rule.column}`;
  if (rule.from === 'fixed') return `fixed:${rule.type}`;
  return 'quantitySign';
}

function parseTypeValue(value: string): TypeRule {
  if (value === 'quantitySign') return { from: 'quantitySign' };
  const [kind, rest = ''] = value.split(':');
  if (kind === 'column') return { from: 'column', column: Number(rest) };
  const type = IMPORTABLE_TYPES.find((candidate) => candidate === rest) ?? 'Buy';
  return { from: 'fixed', type };
}

function currencyValue(rule: CurrencyRule | null): string {
  if (!rule) return '';
  return rule.from === 'column' ? `column:${rule.column}` : 'fixed';
}

export function MappingForm({ file, step, onContinue, onChooseAnother, onCancel }: MappingFormProps) {
  const [draft, setDraft] = useState<ColumnMapping>(step.mapping);
  const userCurrency = useCurrentUser()?.currency ?? '';
  // One currency for every row starts as the user's own, the likeliest for a file without a currency column.
  const [fixedCurrency, setFixedCurrency] = useState(step.mapping.currency?.from === 'fixed' ? step.mapping.currency.currency : userCurrency);
  const missing = mappingMissing(draft, step.columns.length, step.dateOrder);
  const needsDateOrder = step.dateOrder === 'ambiguous' || step.dateOrder === 'mixed';
  const example = dateOrderExample(step, draft.columns.date);
  const headingId = useId();

  const setColumn = (field: ColumnField, value: string) =>
    setDraft((current) => {
      const columns = { ...current.columns };
      if (value === '') delete columns[field];
      else columns[field] = Number(value);
      return { ...current, columns };
    });

  const setCurrency = (value: string) => {
    if (value === '') setDraft((current) => ({ ...current, currency: null }));
    else if (value === 'fixed') setDraft((current) => ({ ...current, currency: { from: 'fixed', currency: fixedCurrency } }));
    else setDraft((current) => ({ ...current, currency: { from: 'column', column: Number(value.slice('column:'.length)) } }));
  };

  const columnOptions = step.columns.map((title, index) => (
    <option key={index} value={String(index)}>
      {title}
    </option>
  ));

  /** Which fields each file column feeds, shown under its title in the sample. */
  const fieldsOfColumn = (index: number): string[] => {
    const names = FIELD_ORDER.filter((field) => draft.columns[field] === index).map((field) => FIELD_TEXT[field].label);
    if (draft.type.from === 'column' && draft.type.column === index) names.push('Type');
    if (draft.currency?.from === 'column' && draft.currency.column === index) names.push('Currency');
    return names;
  };

  return (
    <Stack gap="5" as="section" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          Match the columns of “{file.name}”
        </Heading>
        <Text color="fg.muted">
          This is not an Interactive Brokers Flex statement, so tell us which column holds what.{' '}
          {step.guessed ? 'The choices below are guesses from the column titles: check them.' : ''}
        </Text>
      </Stack>
      <FileNotices file={file} />

      <Card.Root bg="bg.panel">
        <Card.Body>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {FIELD_ORDER.slice(0, 1).map((field) => (
                <ColumnSelect key={field} field={field} required={isRequired(field, draft)} value={draft.columns[field]} onChange={setColumn} options={columnOptions} />
              ))}
              <Field.Root>
                <Field.Label>Type</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={typeValue(draft.type)} onChange={(event) => setDraft((current) => ({ ...current, type: parseTypeValue(event.currentTarget.value) }))}>
                    <optgroup label="A column says Buy, Sell, Dividend…">
                      {step.columns.map((title, index) => (
                        <option key={index} value={`column:${index}`}>
                          {title}
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="No type column">
                      <option value="quantitySign">Negative quantities are sells, others buys</option>
                      {IMPORTABLE_TYPES.map((type) => (
                        <option key={type} value={`fixed:${type}`}>
                          Every row is a {TYPE_LABELS[type]}
                        </option>
                      ))}
                    </optgroup>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText color="fg.muted">Buy, Sell, Income or DRIP; cash rows Deposit, Withdrawal, Interest, Fee or Tax.</Field.HelperText>
              </Field.Root>
              {FIELD_ORDER.slice(1, 4).map((field) => (
                <ColumnSelect key={field} field={field} required={isRequired(field, draft)} value={draft.columns[field]} onChange={setColumn} options={columnOptions} />
              ))}
              <Field.Root required>
                <Field.Label>
                  Currency
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={currencyValue(draft.currency)} onChange={(event) => setCurrency(event.currentTarget.value)}>
                    <option value="" disabled>
                      Choose…
                    </option>
                    <optgroup label="A column">
                      {step.columns.map((title, index) => (
                        <option key={index} value={`column:${index}`}>
                          {title}
                        </option>
                      ))}
                    </optgroup>
                    <option value="fixed">One currency for every row</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {draft.currency?.from === 'fixed' && (
                <Field.Root required>
                  <Field.Label>
                    Currency of every row
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    value={fixedCurrency}
                    placeholder="USD"
                    maxLength={10}
                    autoComplete="off"
                    textTransform="uppercase"
                    onChange={(event) => {
                      const code = event.currentTarget.value.trim().toUpperCase();
                      setFixedCurrency(code);
                      setDraft((current) => ({ ...current, currency: { from: 'fixed', currency: code } }));
                    }}
                  />
                  <Field.HelperText color="fg.muted">A currency code such as USD, EUR or GBP.</Field.HelperText>
                </Field.Root>
              )}
              {FIELD_ORDER.slice(4).map((field) => (
                <ColumnSelect key={field} field={field} required={isRequired(field, draft)} value={draft.columns[field]} onChange={setColumn} options={columnOptions} />
              ))}
              <Field.Root>
                <Field.Label>Decimal separator</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={draft.decimalSeparator} onChange={(event) => setDraft((current) => ({ ...current, decimalSeparator: event.currentTarget.value === ',' ? ',' : '.' }))}>
                    <option value=".">Point: 1,234.56</option>
                    <option value=",">Comma: 1.234,56</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {step.decimalSeparator !== draft.decimalSeparator && (
                  <Field.HelperText color="fg.warning">The numbers in the file look like they use a {step.decimalSeparator === ',' ? 'comma' : 'point'}.</Field.HelperText>
                )}
              </Field.Root>
            </SimpleGrid>

            {needsDateOrder && (
              <RadioGroup.Root
                value={draft.dateOrder ?? ''}
                onValueChange={(details) => {
                  const order = details.value as DateOrder | null;
                  if (order === 'dayFirst' || order === 'monthFirst') setDraft((current) => ({ ...current, dateOrder: order }));
                }}
                borderWidth="1px"
                borderColor="border.warning"
                bg="bg.warning"
                rounded="l2"
                p="4"
              >
                <Stack gap="3">
                  <RadioGroup.Label fontWeight="semibold">
                    {step.dateOrder === 'mixed' ? 'The dates are written both day first and month first. How should they be read?' : `How should dates like ${example.written} be read?`}
                  </RadioGroup.Label>
                  <Stack gap="2">
                    <DateOrderOption value="dayFirst" text={`Day first: ${example.written} is ${example.dayFirst}`} />
                    <DateOrderOption value="monthFirst" text={`Month first: ${example.written} is ${example.monthFirst}`} />
                  </Stack>
                </Stack>
              </RadioGroup.Root>
            )}

            <SampleTable step={step} fieldsOfColumn={fieldsOfColumn} />

            {missing.length > 0 && (
              <Box role="status" aria-live="polite">
                <Text fontWeight="semibold" mb="1">
                  Still to choose
                </Text>
                <List.Root ps="5" gap="1" color="fg.muted" textStyle="sm">
                  {missing.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List.Root>
              </Box>
            )}

            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="flex-end">
              {onCancel && (
                <Button variant="ghost" onClick={onCancel}>
                  Back to the preview
                </Button>
              )}
              <Button variant="outline" onClick={onChooseAnother}>
                Choose another file
              </Button>
              <Button colorPalette="primary" disabled={missing.length > 0} onClick={() => onContinue(draft)}>
                Continue
              </Button>
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

interface ColumnSelectProps {
  field: ColumnField;
  required: boolean;
  value: number | undefined;
  onChange: (field: ColumnField, value: string) => void;
  options: ReactNode;
}

function ColumnSelect({ field, required, value, onChange, options }: ColumnSelectProps) {
  const { label, hint } = FIELD_TEXT[field];
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value === undefined ? '' : String(value)} onChange={(event) => onChange(field, event.currentTarget.value)}>
          <option value="" disabled={required}>
            {required ? 'Choose a column…' : 'Not in the file'}
          </option>
          {options}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText color="fg.muted">{hint}</Field.HelperText>
    </Field.Root>
  );
}

function DateOrderOption({ value, text }: { value: DateOrder; text: string }) {
  return (
    <RadioGroup.Item value={value}>
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}

function SampleTable({ step, fieldsOfColumn }: { step: MappingStep; fieldsOfColumn: (index: number) => string[] }) {
  if (step.sample.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">The first rows of the file</Text>
      <Table.ScrollArea borderWidth="1px" rounded="l2" maxW="full">
        <Table.Root size="sm" variant="line" whiteSpace="nowrap">
          <Table.Caption srOnly>The first {step.sample.length} rows of the file, with the field each column is read as.</Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {step.columns.map((title, index) => (
                <Table.ColumnHeader key={index} verticalAlign="top">
                  <Stack gap="1">
                    <Text>{title}</Text>
                    <HStack gap="1">
                      {fieldsOfColumn(index).map((name) => (
                        <Badge key={name} colorPalette="teal" size="sm">
                          {name}
                        </Badge>
                      ))}
                    </HStack>
                  </Stack>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {step.sample.map((row, rowIndex) => (
              <Table.Row key={rowIndex}>
                {row.map((cell, index) => (
                  <Table.Cell key={index} maxW="48" truncate title={cell}>
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
