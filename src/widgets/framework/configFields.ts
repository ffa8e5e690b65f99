/**
 * Widget configuration schemas. A widget's `configs` map
 * is the single source of its config's TypeScript type (ConfigOf), its defaults and its
 * settings form (the settings panel renders one control per field, by kind). Stored configs are
 * read through `resolveConfig`: a value a field cannot parse is replaced by the field's default,
 * so an old or hand-edited document never reaches a widget malformed.
 */
import { ALL_SECTORS, isSectorSetting } from '../../../common/analyticsFilter';
import { INTERVALS, parseSelectedInterval, type IntervalName, type SelectedInterval } from '../../../common/intervals';
import { MAX_MARKET_SYMBOLS, normaliseSymbol, SYMBOL_PATTERN } from '../../../common/market';

export interface FieldOption<V extends string = string> {
  value: V;
  label: string;
}

interface FieldBase<T> {
  label: string;
  /** One line under the control in the settings panel. */
  help?: string;
  defaultValue: T;
  /** The stored value as this field's type, or undefined when it is not one. */
  parse(raw: unknown): T | undefined;
}

export interface SelectField<V extends string = string> extends FieldBase<V> {
  kind: 'select';
  options: readonly FieldOption<V>[];
}
export interface BooleanField extends FieldBase<boolean> {
  kind: 'boolean';
}
export interface NumberField extends FieldBase<number> {
  kind: 'number';
  min: number;
  max: number;
  step: number;
}
/** Portfolio ids; empty means every portfolio. The options are the user's portfolios. */
export interface PortfoliosField extends FieldBase<string[]> {
  kind: 'portfolios';
}

/** One sector's name, or ALL_SECTORS. The options are the sectors of the user's securities. */
export interface SectorField extends FieldBase<string> {
  kind: 'sector';
}

/** A lookback interval, stored as `{ name, desc }` (desc: the interval's label). */
export interface IntervalField extends FieldBase<SelectedInterval> {
  kind: 'interval';
  options: readonly FieldOption<IntervalName>[];
}

/** A table's layouts, each with its own sort and columns: `mobile` on a phone, `default` elsewhere. */
export const TABLE_LAYOUTS = ['default', 'mobile'] as const;
export type TableLayout = (typeof TABLE_LAYOUTS)[number];
export type PerTableLayout<T> = Record<TableLayout, T>;

/** One sorted column, as MUI's DataGrid writes it. */
export interface ColumnSort<F extends string = string> {
  field: F;
  sort: 'asc' | 'desc';
}

/**
 * A table's columnSortModel for each layout: a list of at most one column (the tables sort by
 * one); empty means the table's own order. Set from the table's headers, not in the settings form.
 */
export interface ColumnSortModelField<F extends string = string> extends FieldBase<PerTableLayout<ColumnSort<F>[]>> {
  kind: 'columnSortModel';
  columns: readonly FieldOption<F>[];
}

/** A table's columnVisibility for each layout: every column, shown or not (the table's Columns menu, the settings form). */
export interface ColumnVisibilityField<F extends string = string> extends FieldBase<PerTableLayout<Record<F, boolean>>> {
  kind: 'columnVisibility';
  columns: readonly FieldOption<F>[];
}

/** The spec's selectedTicker: one listing or index, `{ ticker, tickerDisplay }` (the name shown for it). */
export interface TickerChoice {
  ticker: string;
  tickerDisplay: string;
}

/** One symbol (an index or any listing), chosen from the indices or typed; `optional` also offers none (ticker ''). */
export interface TickerField extends FieldBase<TickerChoice> {
  kind: 'ticker';
  optional: boolean;
}

export const NO_TICKER: TickerChoice = { ticker: '', tickerDisplay: '' };

/** A list of symbols (at most MAX_MARKET_SYMBOLS); empty means the widget's own default (the holdings, say). */
export interface TickersField extends FieldBase<string[]> {
  kind: 'tickers';
  /** What an empty list stands for, shown under the control ('Your holdings'). */
  emptyMeans: string;
}

/** Options each switched on or off (a group of toggles): the ones on, in the options' order. */
export interface TogglesField<V extends string = string> extends FieldBase<V[]> {
  kind: 'toggles';
  options: readonly FieldOption<V>[];
}

/**
 * One of the user's watchlists by id; '' means the user's first. The options (the spec's
 * watchlistOptions: each list's id and name, and an entry that creates a new one) are read from
 * the cached lists when the settings open, never stored: the names would go stale.
 */
export interface WatchlistField extends FieldBase<string> {
  kind: 'watchlist';
}

export type ConfigField = SelectField | BooleanField | NumberField | PortfoliosField | SectorField | IntervalField | ColumnSortModelField | ColumnVisibilityField | TickerField | TickersField | TogglesField | WatchlistField;
export type ConfigFieldMap = Readonly<Record<string, ConfigField>>;

export type FieldValue<F> = F extends FieldBase<infer T> ? T : never;
export type ConfigOf<F extends ConfigFieldMap> = { -readonly [K in keyof F]: FieldValue<F[K]> };

export function selectField<const V extends string>(label: string, options: readonly FieldOption<V>[], defaultValue: NoInfer<V>, help?: string): SelectField<V> {
  const values = new Set<string>(options.map((option) => option.value));
  return {
    kind: 'select',
    label,
    options,
    defaultValue,
    ...(help ? { help } : {}),
    parse: (raw) => (typeof raw === 'string' && values.has(raw) ? (raw as V) : undefined),
  };
}

/** A group of toggles, every one on unless `defaultValue` says which. Unknown options are dropped. */
export function togglesField<const V extends string>(label: string, options: readonly FieldOption<V>[], defaultValue?: readonly NoInfer<V>[], help?: string): TogglesField<V> {
  const on = (values: readonly string[]) => options.map((option) => option.value).filter((value) => values.includes(value));
  return {
    kind: 'toggles',
    label,
    options,
    defaultValue: on(defaultValue ?? options.map((option) => option.value)),
    ...(help ? { help } : {}),
    parse: (raw) => (Array.isArray(raw) && raw.every((value) => typeof value === 'string') ? on(raw as string[]) : undefined),
  };
}

export function booleanField(label: string, defaultValue: boolean, help?: string): BooleanField {
  return { kind: 'boolean', label, defaultValue, ...(help ? { help } : {}), parse: (raw) => (typeof raw === 'boolean' ? raw : undefined) };
}

export function numberField(label: string, defaultValue: number, range: { min: number; max: number; step?: number }, help?: string): NumberField {
  return {
    kind: 'number',
    label,
    defaultValue,
    min: range.min,
    max: range.max,
    step: range.step ?? 1,
    ...(help ? { help } : {}),
    parse: (raw) => (typeof raw === 'number' && Number.isFinite(raw) && raw >= range.min && raw <= range.max ? raw : undefined),
  };
}

export function portfoliosField(label = 'Portfolios'): PortfoliosField {
  return {
    kind: 'portfolios',
    label,
    help: 'None chosen means every portfolio.',
    defaultValue: [],
    parse: (raw) => (Array.isArray(raw) && raw.every((id) => typeof id === 'string' && id !== '') ? [...new Set(raw as string[])] : undefined),
  };
}

export function sectorField(label = 'Sector'): SectorField {
  return { kind: 'sector', label, defaultValue: ALL_SECTORS, parse: (raw) => (isSectorSetting(raw) ? raw : undefined) };
}

export function watchlistField(label = 'Watchlist'): WatchlistField {
  return { kind: 'watchlist', label, defaultValue: '', help: 'None chosen means your first watchlist.', parse: (raw) => (typeof raw === 'string' && raw.length <= 64 ? raw : undefined) };
}

export function lookbackField(label: string, defaultValue: SelectedInterval, help?: string): IntervalField {
  return { kind: 'interval', label, options: INTERVALS, defaultValue, ...(help ? { help } : {}), parse: parseSelectedInterval };
}

export const isSymbol = (raw: unknown): raw is string => typeof raw === 'string' && SYMBOL_PATTERN.test(raw.trim());

export function tickerField(label: string, defaultValue: TickerChoice, help?: string, optional = false): TickerField {
  return {
    kind: 'ticker',
    label,
    defaultValue,
    optional,
    ...(help ? { help } : {}),
    parse: (raw) => {
      if (optional && isRecord(raw) && raw.ticker === '') return NO_TICKER;
      if (!isRecord(raw) || !isSymbol(raw.ticker)) return undefined;
      const ticker = normaliseSymbol(raw.ticker);
      const display = typeof raw.tickerDisplay === 'string' && raw.tickerDisplay.trim() !== '' ? raw.tickerDisplay.trim().slice(0, 60) : ticker;
      return { ticker, tickerDisplay: display };
    },
  };
}

/** A security or index to compare with; none by default. */
export function benchmarkField(help = 'Compare with the same-period return of an index or any security (dividends reinvested).'): TickerField {
  return tickerField('Compare with', NO_TICKER, help, true);
}

export function tickersField(label: string, defaultValue: readonly string[], emptyMeans: string, help?: string): TickersField {
  return {
    kind: 'tickers',
    label,
    defaultValue: [...defaultValue],
    emptyMeans,
    ...(help ? { help } : {}),
    parse: (raw) =>
      Array.isArray(raw) && raw.length <= MAX_MARKET_SYMBOLS && raw.every(isSymbol) ? [...new Set(raw.map((symbol) => normaliseSymbol(symbol)))] : undefined,
  };
}

function isRecord(raw: unknown): raw is Record<string, unknown> {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw);
}

/**
 * Reads each layout of a per-layout value with `parseLayout`; a layout not stored takes the
 * default's. Undefined when the value or one layout is malformed.
 */
function parsePerLayout<T>(raw: unknown, defaults: PerTableLayout<T>, parseLayout: (raw: unknown, fallback: T) => T | undefined): PerTableLayout<T> | undefined {
  if (!isRecord(raw)) return undefined;
  const parsed = {} as PerTableLayout<T>;
  for (const layout of TABLE_LAYOUTS) {
    if (raw[layout] === undefined) {
      parsed[layout] = defaults[layout];
      continue;
    }
    const value = parseLayout(raw[layout], defaults[layout]);
    if (value === undefined) return undefined;
    parsed[layout] = value;
  }
  return parsed;
}

/**
 * A table's columnSortModel. A stored entry must be `{field, sort}` with sort asc or desc; one
 * naming a column the table no longer has is dropped, and only the first remaining one counts.
 */
export function columnSortModelField<const F extends string>(columns: readonly FieldOption<F>[], defaultValue: PerTableLayout<ColumnSort<NoInfer<F>>[]>): ColumnSortModelField<F> {
  const known = new Set<string>(columns.map((column) => column.value));
  const parseLayout = (raw: unknown): ColumnSort<F>[] | undefined => {
    if (!Array.isArray(raw)) return undefined;
    const entries: ColumnSort<F>[] = [];
    for (const entry of raw) {
      if (!isRecord(entry) || typeof entry.field !== 'string' || (entry.sort !== 'asc' && entry.sort !== 'desc')) return undefined;
      if (known.has(entry.field)) entries.push({ field: entry.field as F, sort: entry.sort });
    }
    return entries.slice(0, 1);
  };
  return { kind: 'columnSortModel', label: 'Sort', columns, defaultValue, parse: (raw) => parsePerLayout(raw, defaultValue, parseLayout) };
}

/**
 * A table's columnVisibility. Each stored value must be true or false; columns the table no
 * longer has are dropped, and columns not stored take the default's. A layout must keep one column.
 */
export function columnVisibilityField<const F extends string>(columns: readonly FieldOption<F>[], defaultValue: PerTableLayout<Record<NoInfer<F>, boolean>>): ColumnVisibilityField<F> {
  const parseLayout = (raw: unknown, fallback: Record<F, boolean>): Record<F, boolean> | undefined => {
    if (!isRecord(raw) || Object.values(raw).some((shown) => typeof shown !== 'boolean')) return undefined;
    const visibility = Object.fromEntries(columns.map(({ value }) => [value, typeof raw[value] === 'boolean' ? raw[value] : fallback[value]])) as Record<F, boolean>;
    return Object.values(visibility).some(Boolean) ? visibility : undefined;
  };
  return { kind: 'columnVisibility', label: 'Columns', columns, defaultValue, parse: (raw) => parsePerLayout(raw, defaultValue, parseLayout) };
}

/** Every column shown, or only `shown`: a columnVisibility layout. */
export function visibleColumns<const F extends string>(columns: readonly FieldOption<F>[], shown?: readonly NoInfer<F>[]): Record<F, boolean> {
  return Object.fromEntries(columns.map(({ value }) => [value, shown ? shown.includes(value) : true])) as Record<F, boolean>;
}

export function defaultConfig<F extends ConfigFieldMap>(fields: F): ConfigOf<F> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.defaultValue])) as ConfigOf<F>;
}

export interface ResolvedConfig<F extends ConfigFieldMap> {
  config: ConfigOf<F>;
  /** Labels of the fields whose stored value was unreadable and fell back to the default. */
  replaced: string[];
}

/** The stored config as this schema's type: missing fields get defaults, unknown keys go. */
export function resolveConfig<F extends ConfigFieldMap>(fields: F, stored: unknown): ResolvedConfig<F> {
  const source = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const replaced: string[] = [];
  const config = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      if (!(key in source) || source[key] === undefined) return [key, field.defaultValue];
      const value = field.parse(source[key]);
      if (value === undefined) {
        replaced.push(field.label);
        return [key, field.defaultValue];
      }
      return [key, value];
    }),
  ) as ConfigOf<F>;
  return { config, replaced };
}
