import { screen } from '@testing-library/react';
import { INDEX_SYMBOLS } from '../sharedMarket/marketRequests';
import { quoteFixture, quotesAnswer } from '../sharedMarket/testing/marketFixtures';
import { pushedQuote, quotesRequestOf, quoteStateMocks, signedInDuring } from '../sharedMarket/testing/quoteMocks';
import { renderWidget } from '../framework/testing/renderWidget';
import { formatQuoteTime } from '../sharedMarket/quoteFormat';
import { widgetKpiIndex } from './definition';

const mocks = quoteStateMocks(widgetKpiIndex, quotesAnswer(INDEX_SYMBOLS));
const dax = { selectedTicker: { ticker: '^GDAXI', tickerDisplay: 'DAX' } };

/** The answer with one quote patched. */
function withQuote(symbol: string, patch: Parameters<typeof quoteFixture>[1]) {
  const answer = quotesAnswer(INDEX_SYMBOLS);
  answer.marketQuotes.quotes = answer.marketQuotes.quotes.map((quote) => (quote.symbol === symbol ? { ...quote, ...patch } : quote));
  return answer;
}

describe('widgetKpiIndex', () => {
  it('shares the index prices’ request: all five indices, and its own symbol when it is none of them', () => {
    expect(quotesRequestOf(widgetKpiIndex).variables).toEqual({ symbols: [...INDEX_SYMBOLS] });
    expect(quotesRequestOf(widgetKpiIndex, dax).variables).toEqual({ symbols: [...INDEX_SYMBOLS] });
    expect(quotesRequestOf(widgetKpiIndex, { selectedTicker: { ticker: '^FTSE', tickerDisplay: 'FTSE 100' } }).variables).toEqual({ symbols: [...INDEX_SYMBOLS, '^FTSE'] });
  });

  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetKpiIndex, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetKpiIndex, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the NASDAQ’s level, its change in points and percent, its market state and the time of the quote', async () => {
    await renderWidget(widgetKpiIndex, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-index')).toHaveTextContent(/^18,972\.42$/);
    expect(screen.getByTestId('kpi-index-change')).toHaveTextContent('+171.31 (+0.91%)');
    expect(screen.getByTestId('kpi-index-change')).toHaveStyle({ color: 'var(--chakra-colors-fg-success)' });
    expect(screen.getByText(`NASDAQ · Open · ${formatQuoteTime(quoteFixture('^IXIC').at, 'en-US')}`)).toBeInTheDocument();
  });

  it('shows the index chosen, a loss in red, and a closed market', async () => {
    const mocksDax = quoteStateMocks(widgetKpiIndex, withQuote('^GDAXI', { price: 19_100, change: -200, changePercent: -0.010363, marketState: 'closed' }), dax);
    await renderWidget(widgetKpiIndex, { mocks: mocksDax.success, config: dax });
    expect(await screen.findByTestId('kpi-index')).toHaveTextContent(/^19,100\.00$/);
    expect(screen.getByTestId('kpi-index-change')).toHaveTextContent('-200.00 (-1.04%)');
    expect(screen.getByTestId('kpi-index-change')).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
    expect(screen.getByText(/^DAX · Closed · /)).toBeInTheDocument();
  });

  it('marks a stale quote and a simulated one', async () => {
    const marked = quoteStateMocks(widgetKpiIndex, withQuote('^IXIC', { stale: true, simulated: true, marketState: 'pre' }));
    await renderWidget(widgetKpiIndex, { mocks: marked.success });
    expect(await screen.findByText('stale')).toBeInTheDocument();
    expect(screen.getByText('simulated')).toBeInTheDocument();
    expect(screen.getByText(/^NASDAQ · Pre-market · /)).toBeInTheDocument();
  });

  it('marks nothing on a live quote', async () => {
    await renderWidget(widgetKpiIndex, { mocks: mocks.success });
    await screen.findByTestId('kpi-index');
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
    expect(screen.queryByText('simulated')).not.toBeInTheDocument();
  });

  it('says when no provider knows its symbol', async () => {
    const config = { selectedTicker: { ticker: 'XYZ', tickerDisplay: 'XYZ' } };
    const unknown = quoteStateMocks(widgetKpiIndex, quotesAnswer([...INDEX_SYMBOLS, 'XYZ'], { unknown: ['XYZ'] }), config);
    await renderWidget(widgetKpiIndex, { mocks: unknown.success, config });
    expect(await screen.findByText('No market data for XYZ.')).toBeInTheDocument();
  });

  it('says its index is being fetched', async () => {
    const pending = quoteStateMocks(widgetKpiIndex, quotesAnswer(INDEX_SYMBOLS, { pending: ['^IXIC'] }));
    await renderWidget(widgetKpiIndex, { mocks: pending.success });
    expect(await screen.findByText('Fetching prices for NASDAQ…')).toBeInTheDocument();
  });

  describe('signed in', () => {
    signedInDuring();

    it('shows a pushed level without asking again, pushes asked for its index alone', async () => {
      const push = pushedQuote(['^IXIC'], '^IXIC', { price: 18_700, change: -101.11, changePercent: -0.005378 }, 200);
      await renderWidget(widgetKpiIndex, { mocks: [...mocks.success, push] });
      expect(await screen.findByTestId('kpi-index')).toHaveTextContent('18,972.42');
      expect(await screen.findByText('18,700.00')).toBeInTheDocument();
      expect(screen.getByTestId('kpi-index-change')).toHaveTextContent('-101.11 (-0.54%)');
    });

    it('shows its index once its pushed quote arrives', async () => {
      const pending = quoteStateMocks(widgetKpiIndex, quotesAnswer(INDEX_SYMBOLS, { pending: ['^IXIC'] }));
      await renderWidget(widgetKpiIndex, { mocks: [...pending.success, pushedQuote(['^IXIC'], '^IXIC', {}, 200)] });
      expect(await screen.findByText('Fetching prices for NASDAQ…')).toBeInTheDocument();
      expect(await screen.findByTestId('kpi-index')).toHaveTextContent('18,972.42');
    });
  });
});
