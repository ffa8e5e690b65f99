/**
 * Widget configuration schemas. A widget's `configs` map
 * is the single source of its config's TypeScript type (ConfigOf), its defaults and its
 * settings form (the settings panel renders one control per field, by kind). Stored configs are
 * read through `resolveConfig`: a value a field cannot parse is replaced by the field's default,
 * so an old or hand-edited document never reaches a widget malformed.
 */
import { ALL_SECTORS, isSectorSetting } from '../../../common/analyticsFilter';
import { INTERVALS, parseSelectedInterval, type IntervalName, type SelectedInterval } from '../../../common/intervals';

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

export type ConfigField = SelectField | BooleanField | NumberField | PortfoliosField | SectorField | IntervalField;
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

export function lookbackField(label: string, defaultValue: SelectedInterval, help?: string): IntervalField {
  return { kind: 'interval', label, options: INTERVALS, defaultValue, ...(help ? { help } : {}), parse: parseSelectedInterval };
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
