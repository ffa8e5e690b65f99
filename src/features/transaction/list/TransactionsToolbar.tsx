/**
 * The list's controls: a search by ticker or name (applied after a short pause in typing), the
 * portfolio, account, kind and date filters, the columns menu and a way to clear the filters.
 * On phones the filters fold behind one button so the list keeps most of the screen.
 */
import { Badge, Box, Button, Field, Flex, Input, InputGroup, Menu, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ColumnsMenu } from '../../../ui/ColumnsMenu';
import { KindBadge } from '../../../ui/KindBadge';
import { ChevronDownIcon, ColumnsIcon, FilterIcon, SearchIcon } from '../../../ui/listIcons';
import { COLUMNS, DEFAULT_VISIBILITY, type ColumnId, type ColumnVisibility } from './transactionColumns';
import { MAX_DAY, MIN_DAY, hasFilters, validDay, type FilterOptions, type TransactionFilters } from './transactionFilters';
import { TRANSACTION_KINDS, type TransactionKind } from '../../../ui/kindPalettes';

/** How long typing must pause before the search applies: a keystroke never re-filters 100k rows. */
export const SEARCH_DELAY_MS = 250;

/** A change to the filters, or one computed from the current ones (menus toggle one item). */
export type FiltersUpdate = Partial<TransactionFilters> | ((current: TransactionFilters) => Partial<TransactionFilters>);
export type VisibilityUpdate = (current: ColumnVisibility) => ColumnVisibility;

interface TransactionsToolbarProps {
  filters: TransactionFilters;
  options: FilterOptions;
  onFiltersChange: (update: FiltersUpdate) => void;
  onClearFilters: () => void;
  visibility: ColumnVisibility;
  onVisibilityChange: (update: VisibilityUpdate) => void;
  compact: boolean;
}

function SearchBox({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Uncontrolled, so typing stays instant; follows the applied value when it changes from
  // outside (cleared filters, back navigation).
  useEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== value) {
      clearTimeout(timer.current);
      input.value = value;
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    // The element is as wide as a small input is tall (the input pads its text by that much).
    <InputGroup startElement={<SearchIcon boxSize="4" />} startElementProps={{ w: '9', px: '0' }} flex={{ base: '1', sm: '1 1 14rem' }} maxW={{ sm: '20rem' }}>
      <Input
        ref={inputRef}
        type="search"
        size="sm"
        aria-label="Search by ticker or name"
        placeholder="Search ticker or name"
        defaultValue={value}
        onChange={(event) => {
          const text = event.currentTarget.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
        }}
      />
    </InputGroup>
  );
}

function FilterField({ label, invalid = false, children }: { label: string; invalid?: boolean; children: ReactNode }) {
  return (
    <Field.Root w={{ base: 'full', sm: 'auto' }} gap="1" invalid={invalid}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      {children}
    </Field.Root>
  );
}

function DateFilter({ label, value, min, max, onChange }: { label: string; value: string | null; min: string; max: string; onChange: (day: string | null) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  // The applied value when the input last held a day out of range; a new applied value (the
  // filters cleared, say) ends the error.
  const [invalidFor, setInvalidFor] = useState<{ value: string | null } | null>(null);
  const invalid = invalidFor !== null && invalidFor.value === value;
  // Uncontrolled: while a year is being typed the input holds days like 0002-01-01, which are
  // not applied but must not be wiped either.
  useEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== (value ?? '')) input.value = value ?? '';
  }, [value]);
  return (
    <FilterField label={label} invalid={invalid}>
      <Input
        ref={inputRef}
        type="date"
        size="sm"
        min={min}
        max={max}
        w={{ base: 'full', sm: '10rem' }}
        defaultValue={value ?? ''}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const day = validDay(text);
          setInvalidFor(text !== '' && !day ? { value } : null);
          if (!text || day) onChange(day);
        }}
      />
    </FilterField>
  );
}

/** `kinds` with `kind` in or out, in the spec's order. */
function toggleKind(kinds: readonly TransactionKind[], kind: TransactionKind, on: boolean): TransactionKind[] {
  return TRANSACTION_KINDS.filter((k) => (k === kind ? on : kinds.includes(k)));
}

function KindMenu({ kinds, onToggle }: { kinds: readonly TransactionKind[]; onToggle: (kind: TransactionKind, on: boolean) => void }) {
  const chosen = new Set(kinds);
  const summary = kinds.length === 0 ? 'All kinds' : kinds.length <= 2 ? kinds.join(', ') : `${kinds.length} kinds`;
  return (
    <FilterField label="Kind">
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" colorPalette="gray" w={{ base: 'full', sm: '10rem' }} justifyContent="space-between" fontWeight="normal" aria-label={`Kind: ${summary}`}>
            <Box as="span" truncate>
              {summary}
            </Box>
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="12rem">
              {TRANSACTION_KINDS.map((kind) => (
                <Menu.CheckboxItem
                  key={kind}
                  value={kind}
                  checked={chosen.has(kind)}
                  onCheckedChange={(checked) => onToggle(kind, checked)}
                >
                  <KindBadge kind={kind} />
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </FilterField>
  );
}

const COLUMN_CHOICES = COLUMNS.map((column) => ({ value: column.id, label: column.label }));

export function TransactionColumnsMenu({ visibility, onChange }: { visibility: ColumnVisibility; onChange: (update: VisibilityUpdate) => void }) {
  return (
    <ColumnsMenu
      trigger={
        <Button size="sm" variant="outline">
          <ColumnsIcon /> Columns
        </Button>
      }
      title="Columns shown"
      columns={COLUMN_CHOICES}
      shown={visibility}
      onShownChange={(column, checked) => onChange((current) => ({ ...current, [column satisfies ColumnId]: checked }))}
      onReset={() => onChange(() => DEFAULT_VISIBILITY)}
    />
  );
}

function activeFilterCount(filters: TransactionFilters): number {
  return [filters.portfolioId, filters.accountId, filters.kinds.length > 0, filters.from, filters.to].filter(Boolean).length;
}

export function TransactionsToolbar({ filters, options, onFiltersChange, onClearFilters, visibility, onVisibilityChange, compact }: TransactionsToolbarProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const count = activeFilterCount(filters);
  const showFilters = !compact || filtersOpen;
  const clear = hasFilters(filters) && (
    <Button size="sm" variant="ghost" onClick={onClearFilters}>
      Clear filters
    </Button>
  );

  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap" align="center">
        <SearchBox value={filters.search} onChange={(search) => onFiltersChange({ search })} />
        {compact && (
          <Button size="sm" variant="outline" aria-expanded={filtersOpen} aria-controls="transaction-filters" onClick={() => setFiltersOpen((open) => !open)}>
            <FilterIcon /> Filters
            {count > 0 && (
              <Badge size="sm" colorPalette="primary" variant="solid">
                {count}
              </Badge>
            )}
          </Button>
        )}
        {!compact && (
          <Box ms="auto">
            <TransactionColumnsMenu visibility={visibility} onChange={onVisibilityChange} />
          </Box>
        )}
      </Flex>
      {showFilters && (
        <Flex id="transaction-filters" gap="3" wrap="wrap" align="end">
          <FilterField label="Portfolio">
            <NativeSelect.Root size="sm" w={{ base: 'full', sm: '12rem' }}>
              <NativeSelect.Field value={filters.portfolioId ?? ''} onChange={(event) => onFiltersChange({ portfolioId: event.currentTarget.value || null })}>
                <option value="">All portfolios</option>
                {options.portfolios.map((portfolio) => (
                  <option key={portfolio.id} value={portfolio.id}>
                    {portfolio.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FilterField>
          <FilterField label="Account">
            <NativeSelect.Root size="sm" w={{ base: 'full', sm: '14rem' }}>
              <NativeSelect.Field value={filters.accountId ?? ''} onChange={(event) => onFiltersChange({ accountId: event.currentTarget.value || null })}>
                <option value="">All accounts</option>
                {options.brokers.map((broker) => (
                  <optgroup key={broker.id} label={broker.name}>
                    {broker.accounts.map((account) => (
                      <option key={account.id} value={account.id}>
                        {account.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FilterField>
          <KindMenu kinds={filters.kinds} onToggle={(kind, on) => onFiltersChange((current) => ({ kinds: toggleKind(current.kinds, kind, on) }))} />
          <DateFilter label="From" value={filters.from} min={MIN_DAY} max={filters.to ?? MAX_DAY} onChange={(from) => onFiltersChange({ from })} />
          <DateFilter label="To" value={filters.to} min={filters.from ?? MIN_DAY} max={MAX_DAY} onChange={(to) => onFiltersChange({ to })} />
          {compact && <TransactionColumnsMenu visibility={visibility} onChange={onVisibilityChange} />}
          {clear}
        </Flex>
      )}
      {compact && !filtersOpen && clear && <Box>{clear}</Box>}
    </Stack>
  );
}
