import { resolveConfig } from '../framework/configFields';
import type { AnyWidgetDefinition } from '../framework/widgetTypes';
import { widgetMyStockDividendInfoTable } from '../widgetMyStockDividendInfoTable/definition';
import { widgetDividendTable } from '../widgetDividendTable/definition';
import { widgetStockTable } from '../widgetStockTable/definition';

/** A version 1 config as version 2 reads it. */
function upgrade(definition: AnyWidgetDefinition, config: Record<string, unknown>) {
  return resolveConfig(definition.configs, definition.migrations![2]!(config));
}

describe('the tables’ version 2 configs', () => {
  it('turn the holdings table’s sort selects and column switches into its models, keeping the rest', () => {
    const migrated = widgetStockTable.migrations![2]!({ holdingType: 'ETF', sortField: 'unrealizedGain', sortDirection: 'asc', showIncome: false, showPriceGain: true });
    expect(Object.keys(migrated).sort()).toEqual(['columnSortModel', 'columnVisibility', 'holdingType']);
    const { config, replaced } = upgrade(widgetStockTable, { holdingType: 'ETF', sortField: 'unrealizedGain', sortDirection: 'asc', showIncome: false, showPriceGain: true });
    expect(replaced).toEqual([]);
    expect(config.holdingType).toBe('ETF');
    expect(config.columnSortModel).toEqual({ default: [{ field: 'unrealizedGain', sort: 'asc' }], mobile: [{ field: 'unrealizedGain', sort: 'asc' }] });
    const visibility = config.columnVisibility as Record<'default' | 'mobile', Record<string, boolean>>;
    expect(visibility.default).toMatchObject({ income: false, priceGain: true, currencyGain: false, weight: true, ticker: true });
    // A narrow widget hid the switchable columns: the phone layout starts from its own default.
    expect(Object.entries(visibility.mobile).filter(([, shown]) => shown).map(([column]) => column)).toEqual(['ticker', 'marketValue', 'unrealizedGain']);
  });

  it('leave a config without those settings at the new defaults', () => {
    expect(widgetStockTable.migrations![2]!({ holdingType: 'ETF' })).toEqual({ holdingType: 'ETF' });
    const { config } = upgrade(widgetMyStockDividendInfoTable, { sortDirection: 'asc' });
    // A direction alone sorted the default column.
    expect(config.columnSortModel).toEqual({ default: [{ field: 'forwardIncome', sort: 'asc' }], mobile: [{ field: 'forwardIncome', sort: 'asc' }] });
  });

  it('map each table’s own switches, and drop a sort column since removed', () => {
    const insights = upgrade(widgetMyStockDividendInfoTable, { sortField: 'retired', showExDate: false, showGrowth: false });
    expect(insights.config.columnSortModel).toEqual({ default: [], mobile: [] });
    expect(insights.config.columnVisibility).toMatchObject({ default: { nextExDate: false, growth5Y: false, payoutRatio: true } });
    const past = upgrade(widgetDividendTable, { selectedInterval: 'MAX', showRecordDate: false, showShares: false });
    expect(past.config.selectedInterval).toEqual({ name: 'MAX', desc: 'All time' });
    expect(past.config.columnVisibility).toMatchObject({ default: { recordDate: false, shares: false, exDate: true, paymentDate: true } });
  });
});
