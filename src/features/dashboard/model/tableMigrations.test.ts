import { widgetDefinition } from '../../../widgets/catalogue';
import { readDashboard } from './dashboardDocument';

// Widgets as today's app stores them (config version 1): the settings form saved every field of
// the holdings and dividend insights tables, the past dividends table kept only what was changed.
const storedWidgets = {
  holdings: {
    name: 'widgetStockTable',
    configVersion: 1,
    config: {
      portfolio_Ids: ['p1'],
      holdingType: 'allHoldings',
      displayPastHoldings: false,
      sortField: 'totalReturn',
      sortDirection: 'asc',
      showAverageCost: false,
      showRealised: true,
      showPriceGain: false,
      showCurrencyGain: true,
      showIncome: true,
      showWeight: true,
    },
  },
  insights: { name: 'widgetMyStockDividendInfoTable', configVersion: 1, config: { sortField: 'nextExDate', sortDirection: 'asc', showGrowth: false } },
  past: { name: 'widgetDividendTable', configVersion: 1, config: { selectedInterval: '3Y', showShares: false } },
  transactions: { name: 'widgetTransactionTable', configVersion: 1, config: { selectedInterval: '3M' } },
  untouched: { name: 'widgetStockTable', configVersion: 1, config: {} },
};
const layouts = { xl: Object.keys(storedWidgets).map((i, index) => ({ i, x: 0, y: index * 9, w: 4, h: 9 })) };

describe('today’s stored table widgets, read by this version', () => {
  const read = readDashboard(layouts, storedWidgets, widgetDefinition);
  const config = (id: string) => read.widgets.find((widget) => widget.id === id)!.config as Record<string, Record<string, unknown>>;

  it('keep their sort and columns as the default and mobile models, and every other setting', () => {
    expect(read.notices).toEqual([]);
    expect(config('holdings').portfolio_Ids).toEqual(['p1']);
    expect(config('holdings').columnSortModel).toEqual({ default: [{ field: 'totalReturn', sort: 'asc' }], mobile: [{ field: 'totalReturn', sort: 'asc' }] });
    expect(config('holdings').columnVisibility!.default).toMatchObject({ averageCost: false, currencyGain: true, priceGain: false, income: true, shares: true });
    expect(config('insights').columnSortModel).toEqual({ default: [{ field: 'nextExDate', sort: 'asc' }], mobile: [{ field: 'nextExDate', sort: 'asc' }] });
    expect(config('insights').columnVisibility!.default).toMatchObject({ growth5Y: false, frequency: true });
    expect(config('past').selectedInterval).toEqual({ name: '3Y', desc: '3 years' });
    expect(config('past').columnVisibility!.default).toMatchObject({ shares: false, recordDate: true });
    expect(config('transactions').columnSortModel).toEqual({ default: [{ field: 'date', sort: 'desc' }], mobile: [{ field: 'date', sort: 'desc' }] });
  });

  it('are stored back at the new version without the old keys', () => {
    expect(read.changed).toBe(true);
    expect(read.stored.holdings!.configVersion).toBe(2);
    expect(Object.keys(read.stored.holdings!.config).sort()).toEqual(['columnSortModel', 'columnVisibility', 'displayPastHoldings', 'holdingType', 'portfolio_Ids']);
    expect(read.stored.untouched).toEqual({ name: 'widgetStockTable', configVersion: 2, config: {} });
    // The transaction table's sort and columns are new fields with defaults; version 2 is its interval's new shape.
    expect(read.stored.transactions).toEqual({ name: 'widgetTransactionTable', configVersion: 2, config: { selectedInterval: { name: '3M', desc: '3 months' } } });
  });
});
