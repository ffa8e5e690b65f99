/**
 * Dashboards stored before the interval became the spec's `{ name, desc }`: their documents
 * as that version wrote them (config version 1, the interval a bare name, the timeline's under
 * `mainTime`), read by today's catalogue.
 */
import { widgetDefinition } from '../../../widgets/catalogue';
import { readDashboard } from './dashboardDocument';

const layouts = {
  lg: [
    { i: 'w-1', x: 0, y: 0, w: 1, h: 3 },
    { i: 'w-2', x: 0, y: 3, w: 3, h: 9 },
    { i: 'w-3', x: 3, y: 3, w: 2, h: 9 },
  ],
};

// A stored `widgets` document of version 1, as JSON.
const storedWidgets = JSON.parse(`{
  "w-1": { "name": "widgetKpiTwr", "configVersion": 1, "config": { "selectedInterval": "3Y", "holdingType": "ETF" } },
  "w-2": { "name": "widgetPortfolioValueOvertimeChart", "configVersion": 1, "config": { "selectedInterval": "YTD", "showCost": false } },
  "w-3": { "name": "widgetTransactionTimeline", "configVersion": 1, "config": { "portfolio_Ids": ["p1"], "mainTime": "1W", "group_by": "day" } },
  "w-4": { "name": "widgetDividendTable", "configVersion": 1, "config": { "portfolio_Ids": [] } },
  "w-5": { "name": "widgetDividendHistory", "configVersion": 1, "config": { "selectedInterval": "10Y" } }
}`) as unknown;

describe('a dashboard stored with bare interval names', () => {
  const read = readDashboard(layouts, storedWidgets, widgetDefinition);
  const config = (id: string) => read.widgets.find((widget) => widget.id === id)!.config;

  it('reads each interval as its name and label, the other settings kept', () => {
    expect(config('w-1')).toMatchObject({ selectedInterval: { name: '3Y', desc: '3 years' }, holdingType: 'ETF' });
    expect(config('w-2')).toMatchObject({ selectedInterval: { name: 'YTD', desc: 'Year to date' }, showCost: false });
  });

  it('moves the timeline’s lookback from mainTime to mainInterval, leaving no interval in mainTime', () => {
    expect(config('w-3')).toMatchObject({ portfolio_Ids: ['p1'], mainInterval: { name: '1W', desc: '1 week' }, group_by: 'day' });
    // mainTime is now the date that places income, at its default: the old '1W' is not read as one.
    expect(config('w-3').mainTime).toBe('transactionDate');
    expect(read.stored['w-3']).toEqual({
      name: 'widgetTransactionTimeline',
      configVersion: 2,
      config: { portfolio_Ids: ['p1'], mainInterval: { name: '1W', desc: '1 week' }, group_by: 'day' },
    });
  });

  it('gives a widget that stored no interval its default, and stores none for it', () => {
    expect(config('w-4')).toMatchObject({ selectedInterval: { name: '1Y', desc: '1 year' } });
    expect(read.stored['w-4']!.config).toEqual({ portfolio_Ids: [] });
  });

  it('resets an interval that was never one, with a notice', () => {
    expect(config('w-5')).toMatchObject({ selectedInterval: { name: '1Y', desc: '1 year' } });
    expect(read.notices).toEqual(['Some settings of "Dividend history" were unreadable and were reset: Interval.']);
  });

  it('stores the new shape at the new version, to be saved back', () => {
    expect(read.changed).toBe(true);
    expect(read.stored['w-1']).toEqual({ name: 'widgetKpiTwr', configVersion: 2, config: { selectedInterval: { name: '3Y', desc: '3 years' }, holdingType: 'ETF' } });
    // Read again, the migrated documents are what they are: nothing more to change in the widgets.
    const again = readDashboard(read.layouts, read.stored, widgetDefinition);
    expect(again.stored).toEqual(read.stored);
    expect(again.notices).toEqual([]);
  });

  it('leaves a config already in the new shape as it is (an embed is read from version 1 whatever its age)', () => {
    const current = { mainInterval: { name: '3M', desc: '3 months' }, group_by: 'week' };
    const embed = readDashboard({}, { e: { name: 'widgetTransactionTimeline', configVersion: 1, config: current } }, widgetDefinition);
    expect(embed.widgets[0]!.config).toMatchObject(current);
    const kpi = readDashboard({}, { e: { name: 'widgetKpiTwr', configVersion: 1, config: { selectedInterval: { name: '6M', desc: '6 months' } } } }, widgetDefinition);
    expect(kpi.widgets[0]!.config).toMatchObject({ selectedInterval: { name: '6M', desc: '6 months' } });
    expect([...embed.notices, ...kpi.notices]).toEqual([]);
  });
});
