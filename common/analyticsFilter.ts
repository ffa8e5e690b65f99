/**
 * The analytics filter a widget's config makes, derived the same way by the browser (which sends
 * it) and the server (which checks that an embed's requests stay within its widget's scope).
 */

/** The holding-type filters of the analytics queries (the schema's HoldingTypeFilter). */
export const HOLDING_TYPE_FILTERS = ['allHoldings', 'allStocks', 'dividendStocks', 'nonDividendStocks', 'ETF', 'funds'] as const;
export type HoldingTypeFilterName = (typeof HOLDING_TYPE_FILTERS)[number];

/** What a security with no sector is grouped and filtered as, everywhere. */
export const UNKNOWN_SECTOR = 'Unknown';
/** A widget's sector setting that selects every sector (the default). */
export const ALL_SECTORS = '';
/** The longest sector name a filter or a config may carry (providers' names are far shorter). */
export const MAX_SECTOR_LENGTH = 100;
/** The most sectors one filter may name. */
export const MAX_FILTER_SECTORS = 50;

/** A security's sector as grouped and filtered: its provider's name, or Unknown when it has none. */
export function sectorOf(raw: string | null | undefined): string {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : UNKNOWN_SECTOR;
}

/** Whether a stored sector setting can be read: all sectors, or one sector's name. */
export const isSectorSetting = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_SECTOR_LENGTH && value.trim() === value;

/** The settings of a widget's config that choose its holdings. */
export interface FilterConfig {
  portfolio_Ids: readonly string[];
  holdingType: HoldingTypeFilterName;
  displayPastHoldings: boolean;
  /** One sector's name (as sectorOf gives it), or ALL_SECTORS. Absent in widgets without the setting. */
  sector?: string;
}

/** Which holdings a filter looks at; equal scopes are equal filters but for their dates. */
export interface AnalyticsScope {
  /** Sorted and distinct; empty means every portfolio. */
  readonly portfolio_Ids: readonly string[];
  readonly holdingType: HoldingTypeFilterName;
  readonly includePastHoldings: boolean;
  /** Sorted and distinct sector names (as sectorOf gives them); empty means every sector. */
  readonly sectors: readonly string[];
}

const isHoldingType = (value: unknown): value is HoldingTypeFilterName => typeof value === 'string' && (HOLDING_TYPE_FILTERS as readonly string[]).includes(value);

/** A config as stored (any JSON), read as its filter settings, each missing one at its default. */
export function filterConfigOf(config: Readonly<Record<string, unknown>>): FilterConfig {
  const ids = Array.isArray(config.portfolio_Ids) ? config.portfolio_Ids.filter((id): id is string => typeof id === 'string') : [];
  return {
    portfolio_Ids: ids,
    holdingType: isHoldingType(config.holdingType) ? config.holdingType : 'allHoldings',
    displayPastHoldings: config.displayPastHoldings === true,
    sector: isSectorSetting(config.sector) ? config.sector : ALL_SECTORS,
  };
}

/** A list as a scope holds it: distinct and sorted, so equal selections compare equal. */
const sortedSet = (values: readonly string[]): string[] => [...new Set(values)].sort();

export function scopeOf(config: FilterConfig): AnalyticsScope {
  const sector = config.sector ?? ALL_SECTORS;
  return {
    portfolio_Ids: sortedSet(config.portfolio_Ids),
    holdingType: config.holdingType,
    includePastHoldings: config.displayPastHoldings,
    sectors: sector === ALL_SECTORS ? [] : [sector],
  };
}

/** The scope an analytics filter (as sent) looks at, absent fields at the server's defaults. */
export function scopeOfFilter(filter: { portfolio_Ids?: readonly string[] | null; holdingType?: HoldingTypeFilterName | null; includePastHoldings?: boolean | null; sector?: readonly string[] | null } | null | undefined): AnalyticsScope {
  return {
    portfolio_Ids: sortedSet(filter?.portfolio_Ids ?? []),
    holdingType: filter?.holdingType ?? 'allHoldings',
    includePastHoldings: filter?.includePastHoldings ?? false,
    sectors: sortedSet(filter?.sector ?? []),
  };
}

/** The filter fields of a scope: only what differs from the server's defaults, so equal settings make equal variables. */
export function scopeFilter(scope: AnalyticsScope): { portfolio_Ids?: string[]; holdingType?: HoldingTypeFilterName; includePastHoldings?: boolean; sector?: string[] } {
  return {
    ...(scope.portfolio_Ids.length > 0 ? { portfolio_Ids: [...scope.portfolio_Ids] } : {}),
    ...(scope.holdingType !== 'allHoldings' ? { holdingType: scope.holdingType } : {}),
    ...(scope.includePastHoldings ? { includePastHoldings: true } : {}),
    ...(scope.sectors.length > 0 ? { sector: [...scope.sectors] } : {}),
  };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((value, index) => value === b[index]);

export function sameScope(a: AnalyticsScope, b: AnalyticsScope): boolean {
  return a.holdingType === b.holdingType && a.includePastHoldings === b.includePastHoldings && sameList(a.portfolio_Ids, b.portfolio_Ids) && sameList(a.sectors, b.sectors);
}
