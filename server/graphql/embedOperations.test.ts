import { parse } from 'graphql';
import { embedRefusal } from './embedOperations';

const refusal = (query: string) => embedRefusal(parse(query), undefined, 'portfolioValueSeries')?.message ?? null;

describe('embedRefusal', () => {
  it('lets the embed page\'s queries through', () => {
    expect(refusal('query ($f: AnalyticsFilter) { portfolioValueSeries(filter: $f) { date value cost netContributions } }')).toBeNull();
    expect(refusal('query ($n: String!) { embeddedWidget(widgetName: $n) { widgetName config } __typename }')).toBeNull();
  });

  it('lets a widget read its secondary fields (the value widget its benchmark), and no other widget', () => {
    const benchmark = parse('query ($s: String!) { benchmarkReturn(symbol: $s) { twr } }');
    expect(embedRefusal(benchmark, undefined, 'portfolioValueSeries', ['benchmarkReturn'])).toBeNull();
    expect(embedRefusal(benchmark, undefined, 'portfolioHoldings')?.message).toBe("An embed can only read its widget's data.");
  });

  it('refuses other fields, mutations and root fragments', () => {
    for (const query of ['{ portfolioSummary { marketValue } }', 'mutation { deleteDashboard(dashboard_Id: "1") }', '{ ...F } fragment F on Query { portfolioValueSeries { date } }']) {
      expect(refusal(query)).toBe('An embed can only read its widget\'s data.');
    }
  });

  it('lets the data field be selected once, without aliases at any level', () => {
    expect(refusal('{ portfolioValueSeries { date } portfolioValueSeries { value } }')).toBe('An embed can select portfolioValueSeries only once.');
    expect(refusal('{ a: portfolioValueSeries { date } }')).toBe('An embed\'s query cannot rename fields with aliases (found "a").');
    expect(refusal('{ portfolioValueSeries { ...P } } fragment P on ValuePoint { d: date }')).toBe('An embed\'s query cannot rename fields with aliases (found "d").');
  });
});
