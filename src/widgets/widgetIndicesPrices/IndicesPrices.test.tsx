import { screen, waitFor, within } from '@testing-library/react';
import { INDEX_SYMBOLS } from '../sharedMarket/marketRequests';
import { quotesAnswer } from '../sharedMarket/testing/marketFixtures';
import { pushedQuote, quotesRequestOf, quoteStateMocks, signedInDuring } from '../sharedMarket/testing/quoteMocks';
import { renderWidget } from '../framework/testing/renderWidget';
import { widgetIndicesPrices } from './definition';

const mocks = quoteStateMocks(widgetIndicesPrices, quotesAnswer(INDEX_SYMBOLS));
const row = (symbol: string) => screen.getByTestId(`price-row-${symbol}`);

describe('widgetIndicesPrices', () => {
  it('asks for the five indices by default, and for them again when the list is emptied', () => {
    expect(quotesRequestOf(widgetIndicesPrices).variables).toEqual({ symbols: ['^IXIC', '^GSPC', '^GDAXI', '^N225', '^DJI'] });
    expect(quotesRequestOf(widgetIndicesPrices, { tickers: [] }).variables).toEqual({ symbols: ['^IXIC', '^GSPC', '^GDAXI', '^N225', '^DJI'] });
    expect(quotesRequestOf(widgetIndicesPrices, { tickers: ['aapl', '^FTSE'] }).variables).toEqual({ symbols: ['AAPL', '^FTSE'] });
  });

  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetIndicesPrices, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetIndicesPrices, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists each index by its usual name with its level, change in percent, market state and session', async () => {
    await renderWidget(widgetIndicesPrices, { mocks: mocks.success });
    const nasdaq = await screen.findByTestId('price-row-^IXIC');
    expect(within(nasdaq).getByText('NASDAQ')).toBeInTheDocument();
    expect(within(nasdaq).getByText('^IXIC · Open')).toBeInTheDocument();
    // A level is points, not dollars.
    expect(within(nasdaq).getByTestId('price')).toHaveTextContent(/^18,972\.42$/);
    expect(within(nasdaq).getByTestId('change')).toHaveTextContent('+0.91%');
    expect(within(nasdaq).getByTestId('change')).toHaveAttribute('title', '+171.31');
    expect(within(nasdaq).getByTestId('sparkline').querySelectorAll('path')).toHaveLength(2);
    expect(within(row('^GSPC')).getByTestId('change')).toHaveTextContent('-0.19%');
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.testid)).toEqual(INDEX_SYMBOLS.map((symbol) => `price-row-${symbol}`));
    expect(within(nasdaq).getByRole('img', { name: 'NASDAQ Composite logo' })).toHaveTextContent('IX');
  });

  it('writes the change in points, draws a bare line, and leaves out logos as set', async () => {
    await renderWidget(widgetIndicesPrices, { mocks: mocks.success, config: { changeMode: 'value', chartType: 'line', hideSymbolLogo: true } });
    const nasdaq = await screen.findByTestId('price-row-^IXIC');
    expect(within(nasdaq).getByTestId('change')).toHaveTextContent(/^\+171\.31$/);
    expect(within(nasdaq).getByTestId('change')).toHaveAttribute('title', '+0.91%');
    expect(within(nasdaq).getByTestId('sparkline').querySelectorAll('path')).toHaveLength(1);
    expect(within(nasdaq).queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws no sparkline when the chart is off', async () => {
    await renderWidget(widgetIndicesPrices, { mocks: mocks.success, config: { chartType: 'none' } });
    await screen.findByTestId('price-row-^IXIC');
    expect(screen.queryByTestId('sparkline')).not.toBeInTheDocument();
  });

  it('names unknown symbols once and still lists the rest', async () => {
    const config = { tickers: ['^IXIC', 'XYZ', 'AAPL'] };
    const answer = quotesAnswer(['^IXIC', 'XYZ', 'AAPL'], { unknown: ['XYZ'] });
    await renderWidget(widgetIndicesPrices, { mocks: quoteStateMocks(widgetIndicesPrices, answer, config).success, config });
    expect(await screen.findByTestId('unknown-symbols')).toHaveTextContent('No market data for XYZ.');
    expect(within(row('AAPL')).getByTestId('price')).toHaveTextContent('$234.93');
    expect(within(row('AAPL')).getByText('Apple Inc.')).toBeInTheDocument();
    expect(screen.queryByTestId('price-row-XYZ')).not.toBeInTheDocument();
  });

  it('marks a stale quote and a simulated one', async () => {
    const answer = quotesAnswer(INDEX_SYMBOLS);
    answer.marketQuotes.quotes = answer.marketQuotes.quotes.map((quote) =>
      quote.symbol === '^GSPC' ? { ...quote, stale: true } : quote.symbol === '^DJI' ? { ...quote, simulated: true, marketState: 'closed' } : quote,
    );
    await renderWidget(widgetIndicesPrices, { mocks: quoteStateMocks(widgetIndicesPrices, answer).success });
    const stale = within(await screen.findByTestId('price-row-^GSPC')).getByText('stale');
    expect(stale.getAttribute('title')).toMatch(/^Last updated .*: the price may be behind the market$/);
    expect(within(row('^DJI')).getByText('simulated')).toBeInTheDocument();
    expect(within(row('^DJI')).getByText('^DJI · Closed')).toBeInTheDocument();
    expect(within(row('^IXIC')).queryByText('stale')).not.toBeInTheDocument();
    expect(within(row('^IXIC')).queryByText('simulated')).not.toBeInTheDocument();
  });

  describe('signed in', () => {
    signedInDuring();

    it('says a symbol is being fetched, then shows its pushed quote in its place', async () => {
      const answer = quotesAnswer(INDEX_SYMBOLS, { pending: ['^N225'] });
      const push = pushedQuote(INDEX_SYMBOLS, '^N225', {}, 200);
      await renderWidget(widgetIndicesPrices, { mocks: [...quoteStateMocks(widgetIndicesPrices, answer).success, push] });
      expect(await screen.findByText('Fetching prices for Nikkei 225…')).toBeInTheDocument();
      // The row is drawn anew once the quote is in: look it up again.
      await waitFor(() => expect(within(row('^N225')).getByTestId('price')).toHaveTextContent('38,134.97'));
      expect(within(row('^N225')).getByText('Nikkei 225')).toBeInTheDocument();
      expect(screen.queryByText('Fetching prices for Nikkei 225…')).not.toBeInTheDocument();
    });

    it('shows a pushed quote without asking again', async () => {
      const push = pushedQuote(INDEX_SYMBOLS, '^IXIC', { price: 19_050.5, change: 249.39, changePercent: 0.013265 }, 200);
      // One answer only: a second request would find no mock and fail the widget.
      await renderWidget(widgetIndicesPrices, { mocks: [...mocks.success, push] });
      expect(within(await screen.findByTestId('price-row-^IXIC')).getByTestId('price')).toHaveTextContent('18,972.42');
      await within(row('^IXIC')).findByText('19,050.50');
      expect(within(row('^IXIC')).getByTestId('change')).toHaveTextContent('+1.33%');
      // The sparkline, which pushes do not carry, stays.
      expect(within(row('^IXIC')).getByTestId('sparkline').querySelector('path')).not.toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
