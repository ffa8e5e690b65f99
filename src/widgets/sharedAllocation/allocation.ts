/**
 * Allocation maths shared by the holdings allocation pie and the stocks allocation widget: a
 * size of each holding (market value, cost or forward dividend income, in PC) summed per group,
 * largest first, and the long tail folded into one "Other" slice so a chart stays readable
 * however many holdings there are.
 */
import { sectorOf } from '../../../common/analyticsFilter';
import type { WidgetHoldingsQuery } from '../../generated/graphql';

/** A holding as the holdings query answers it, with its forward income when the query asked for it. */
export type AllocationHolding = WidgetHoldingsQuery['portfolioHoldings'][number] & {
  dividends?: { forwardIncome?: number | null } | null;
};

/** The groups a stocks allocation can be split by (allocationBy). */
export type AllocationBy = 'holding' | 'holdingType' | 'sector' | 'country' | 'currency' | 'exchange';

/**
 * What sizes a holding's slice: its market value, its cost basis (valueAt), or its forward annual
 * dividend income (dividendsYielding).
 */
export type AllocationSize = 'market' | 'cost' | 'forwardIncome';

const SIZES: Readonly<Record<AllocationSize, (holding: AllocationHolding) => number | null | undefined>> = {
  market: (h) => h.marketValuePC,
  cost: (h) => h.costBasisPC,
  forwardIncome: (h) => h.dividends?.forwardIncome,
};

export interface AllocationGroup {
  id: string;
  /** Short, for chart labels and legends (a ticker, a code). */
  label: string;
  /** Long, for tooltips and tables (a company name, a country name); equals label when none. */
  detail: string;
  value: number;
  /** value / total of all groups (0..1). */
  share: number;
  /** How many holdings make up the group (more than one for "Other" and most groupings). */
  holdingCount: number;
}

export interface Allocation {
  groups: AllocationGroup[];
  total: number;
}

export const UNKNOWN_GROUP = 'Unknown';
export const OTHER_GROUP_ID = '__other__';
export const OTHER_LABEL = 'Other';
/** Slices a pie shows before the rest becomes "Other" (eight stay distinguishable by colour). */
export const DEFAULT_MAX_SLICES = 8;

interface GroupKey {
  id: string;
  label: string;
  detail: string;
}

function known(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const unknownKey: GroupKey = { id: UNKNOWN_GROUP, label: UNKNOWN_GROUP, detail: UNKNOWN_GROUP };

/** The server speaks lower case ('stock', 'etf', 'fund'); people read "Stock", "ETF", "Fund". */
const HOLDING_TYPE_LABELS: Readonly<Record<string, string>> = { stock: 'Stock', etf: 'ETF', fund: 'Fund' };

export function holdingTypeLabel(raw: string | null | undefined): string {
  const value = known(raw);
  if (!value) return UNKNOWN_GROUP;
  return HOLDING_TYPE_LABELS[value.toLowerCase()] ?? value.charAt(0).toUpperCase() + value.slice(1);
}

/** A display name from the platform's CLDR data, or null when it has none for the code. */
function displayName(type: 'region' | 'currency', code: string): string | null {
  try {
    const name = new Intl.DisplayNames(['en'], { type, fallback: 'none' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    // A malformed code (not two letters, not three) throws rather than falling back.
    return null;
  }
}

function codeKey(code: string | null, type?: 'region' | 'currency'): GroupKey {
  if (!code) return unknownKey;
  const upper = code.toUpperCase();
  return { id: upper, label: upper, detail: (type ? displayName(type, upper) : null) ?? upper };
}

const GROUP_KEYS: Readonly<Record<AllocationBy, (holding: AllocationHolding) => GroupKey>> = {
  holding: (h) => ({ id: h.key, label: h.stock.ticker, detail: known(h.stock.name) ?? h.stock.ticker }),
  holdingType: (h) => {
    const label = holdingTypeLabel(h.holdingType);
    return { id: label, label, detail: label };
  },
  // The provider's sector; securities without one (most funds and ETFs) make one Unknown group,
  // the name the analytics filter gives them too.
  sector: (h) => {
    const label = sectorOf(h.stock.sector);
    return { id: label, label, detail: label };
  },
  country: (h) => codeKey(known(h.stock.countryISO), 'region'),
  // The holding's trading currency; the stock's listing currency when the holding has none.
  currency: (h) => codeKey(known(h.currency) ?? known(h.stock.currency), 'currency'),
  exchange: (h) => codeKey(known(h.stock.exchangeCode)),
};

/**
 * The holdings' size (market value by default, PC) per group, largest first (ties by label, so
 * the order is stable). Holdings without the figure (unpriced, no dividend) or at nothing are
 * left out: a pie has no place for them, and counting them as zero would misstate the shares.
 */
export function allocationBy(holdings: readonly AllocationHolding[], by: AllocationBy, size: AllocationSize = 'market'): Allocation {
  const keyOf = GROUP_KEYS[by];
  const sizeOf = SIZES[size];
  const groups = new Map<string, Omit<AllocationGroup, 'share'>>();
  let total = 0;
  for (const holding of holdings) {
    const value = sizeOf(holding);
    if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) continue;
    const key = keyOf(holding);
    const group = groups.get(key.id);
    if (group) {
      group.value += value;
      group.holdingCount += 1;
    } else {
      groups.set(key.id, { ...key, value, holdingCount: 1 });
    }
    total += value;
  }
  const sorted = [...groups.values()]
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
    .map((group) => ({ ...group, share: total > 0 ? group.value / total : 0 }));
  return { groups: sorted, total };
}

/** "12 more: KO, PEP, MCD, …": what "Other" stands for, short enough for a tooltip. */
function otherDetail(rest: readonly AllocationGroup[]): string {
  const named = rest.slice(0, 5).map((group) => group.label).join(', ');
  return `${rest.length} more: ${named}${rest.length > 5 ? ', …' : ''}`;
}

/**
 * The largest `max` groups, then one "Other" with the rest. A single leftover group keeps its
 * own name: an "Other" standing for one holding hides it for no saving in space.
 */
export function withOther(groups: readonly AllocationGroup[], max: number = DEFAULT_MAX_SLICES): AllocationGroup[] {
  if (groups.length <= max + 1) return [...groups];
  const kept = groups.slice(0, max);
  const rest = groups.slice(max);
  const value = rest.reduce((sum, group) => sum + group.value, 0);
  const share = rest.reduce((sum, group) => sum + group.share, 0);
  const holdingCount = rest.reduce((sum, group) => sum + group.holdingCount, 0);
  return [
    ...kept,
    { id: OTHER_GROUP_ID, label: OTHER_LABEL, detail: otherDetail(rest), value, share, holdingCount },
  ];
}
