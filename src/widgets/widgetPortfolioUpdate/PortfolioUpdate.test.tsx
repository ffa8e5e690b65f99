import { screen } from '@testing-library/react';
import { WidgetValueSeriesDocument, type WidgetValueSeriesQuery } from '../../generated/graphql';
import { intervalRange, selectedInterval } from '../framework/intervals';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { widgetPortfolioUpdate } from './definition';

type Series = WidgetValueSeriesQuery['portfolioValueSeries'];

// The server's answer carries __typename, which the generated result type leaves out.
const close = (date: string, value: number, netContributions: number): Series[number] => ({ __typename: 'ValuePoint', date, value, cost: netContributions, netContributions }) as Series[number];

// 10,000 at the start, 500 put in on the way, 11,200 at the end: 1,200 more, 700 of it the market's.
const series: Series = [close('2026-10-24', 10000, 9000), close('2026-10-25', 10500, 9500), close('2026-11-24', 11200, 9500)];
const nothingHeld: Series = [close('2026-10-24', 0, 0), close('2026-11-24', 0, 0)];

const monthFilter = { filter: { from: intervalRange('1M').from } };
const mocks = stateMocks(WidgetValueSeriesDocument, monthFilter, { empty: { portfolioValueSeries: nothingHeld }, success: { portfolioValueSeries: series } });

describe('widgetPortfolioUpdate', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetPortfolioUpdate, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing was held in the interval', async () => {
    await renderWidget(widgetPortfolioUpdate, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this interval yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetPortfolioUpdate, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the value change, with the other two as details and a sparkline', async () => {
    await renderWidget(widgetPortfolioUpdate, { mocks: mocks.success });
    const figure = await screen.findByTestId('portfolio-update');
    expect(figure).toHaveTextContent('+$1,200.00');
    expect(figure).toHaveStyle({ color: 'var(--chakra-colors-fg-success)' });
    expect(screen.getByText('Value change · 24 Oct 26 – 24 Nov 26')).toBeInTheDocument();
    expect(screen.getByText('Percent change').nextSibling).toHaveTextContent('+12.00%');
    expect(screen.getByText('Market change').nextSibling).toHaveTextContent('+$700.00');
    expect(screen.getByTestId('portfolio-update-sparkline').querySelector('svg path')).not.toBeNull();
  });

  it('shows the market change when chosen, for the chosen portfolios and interval', async () => {
    const losing: Series = [close('2026-05-24', 8000, 7000), close('2026-11-24', 6150, 5000)];
    const filtered = stateMocks(
      WidgetValueSeriesDocument,
      { filter: { portfolio_Ids: ['p1'], holdingType: 'ETF', from: intervalRange('6M').from } },
      { empty: { portfolioValueSeries: nothingHeld }, success: { portfolioValueSeries: losing } },
    );
    await renderWidget(widgetPortfolioUpdate, { mocks: filtered.success, config: { dataType: 'marketChange', selectedInterval: selectedInterval('6M'), portfolio_Ids: ['p1'], holdingType: 'ETF' } });
    // 2,000 taken out: the value fell 1,850 while the market added 150.
    expect(await screen.findByTestId('portfolio-update')).toHaveTextContent('+$150.00');
    expect(screen.getByText('Value change').nextSibling).toHaveTextContent('-$1,850.00');
    expect(screen.getByText('Percent change').nextSibling).toHaveTextContent('-23.13%');
  });

  it('explains a missing percentage when nothing was held at the start', async () => {
    const fresh = stateMocks(WidgetValueSeriesDocument, monthFilter, { empty: { portfolioValueSeries: nothingHeld }, success: { portfolioValueSeries: [close('2026-10-24', 0, 0), close('2026-11-24', 5200, 5000)] } });
    await renderWidget(widgetPortfolioUpdate, { mocks: fresh.success, config: { dataType: 'percentChange' } });
    expect(await screen.findByTestId('portfolio-update')).toHaveTextContent('—');
    expect(screen.getByText('Nothing was held at the start')).toBeInTheDocument();
  });
});
