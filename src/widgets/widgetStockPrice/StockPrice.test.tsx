import { screen, within } from '@testing-library/react';
import { quotesAnswer } from '../sharedMarket/testing/marketFixtures';
import { pushedQuote, quotesRequestOf, quoteStateMocks, signedInDuring } from '../sharedMarket/testing/quoteMocks';
import { renderWidget } from '../framework/testing/renderWidget';
import { widgetStockPrice } from './definition';

const HOLDINGS = ['AAPL', 'VTI'];
const mocks = quoteStateMocks(widgetStockPrice, quotesAnswer(HOLDINGS));
const row = (symbol: string) => screen.getByTestId(`price-row-${symbol}`);

describe('widgetStockPrice', () => {
  it('asks for the holdings of its portfolios unless symbols are chosen', () => {
    expect(quotesRequestOf(widgetStockPrice).variables).toEqual({ filter: {} });
    expect(quotesRequestOf(widgetStockPrice, { portfolio_Ids: ['p2', 'p1'], holdingType: 'ETF' }).variables).toEqual({ filter: { portfolio_Ids: ['p1', 'p2'], holdingType: 'ETF' } });
    expect(quotesRequestOf(widgetStockPrice, { tickers: ['MSFT'], portfolio_Ids: ['p1'] }).variables).toEqual({ symbols: ['MSFT'] });
  });

  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetStockPrice, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when the selection holds nothing', async () => {
    await renderWidget(widgetStockPrice, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetStockPrice, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists each holding with its price in its currency, its change and its session', async () => {
    await renderWidget(widgetStockPrice, { mocks: mocks.success });
    const apple = await screen.findByTestId('price-row-AAPL');
    expect(within(apple).getByText('Apple Inc.')).toHaveAttribute('title', 'Apple Inc.');
    expect(within(apple).getByText('AAPL · Open')).toBeInTheDocument();
    expect(within(apple).getByTestId('price')).toHaveTextContent('$234.93');
    expect(within(apple).getByTestId('change')).toHaveTextContent('-0.06%');
    expect(within(apple).getByTestId('change')).toHaveAttribute('title', '-$0.13');
    expect(within(apple).getByTestId('sparkline')).toBeInTheDocument();
    expect(within(row('VTI')).getByTestId('change')).toHaveTextContent('+0.97%');
  });

  it('keeps the price whole and cuts a long name on a narrow card', async () => {
    const answer = quotesAnswer(['AAPL']);
    answer.marketQuotes.quotes[0]!.name = 'A company whose name is far too long for a phone held upright';
    await renderWidget(widgetStockPrice, { mocks: quoteStateMocks(widgetStockPrice, answer).success });
    const name = await screen.findByText(/far too long/);
    // Truncated (with the whole name on hover) in a column that may shrink; price and change do not wrap.
    expect(name).toHaveAttribute('title', 'A company whose name is far too long for a phone held upright');
    expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    expect(getComputedStyle(name.parentElement!).minWidth).toBe('0');
    expect(getComputedStyle(within(row('AAPL')).getByTestId('price')).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(within(row('AAPL')).getByTestId('price').parentElement!).flexShrink).toBe('0');
  });

  it('says which of the chosen symbols it knows nothing of, and lists the others', async () => {
    const config = { tickers: ['AAPL', 'XYZ', 'QQQQ'] };
    const answer = quotesAnswer(['AAPL', 'XYZ', 'QQQQ'], { unknown: ['XYZ', 'QQQQ'] });
    await renderWidget(widgetStockPrice, { mocks: quoteStateMocks(widgetStockPrice, answer, config).success, config });
    expect(await screen.findByTestId('unknown-symbols')).toHaveTextContent('No market data for XYZ and QQQQ.');
    expect(within(row('AAPL')).getByTestId('price')).toHaveTextContent('$234.93');
  });

  it('says a holding’s price is being fetched while the others show', async () => {
    await renderWidget(widgetStockPrice, { mocks: quoteStateMocks(widgetStockPrice, quotesAnswer(['AAPL', 'MSFT'], { pending: ['MSFT'] })).success });
    expect(await screen.findByText('Fetching prices for MSFT…')).toBeInTheDocument();
    expect(within(row('AAPL')).getByTestId('price')).toHaveTextContent('$234.93');
  });

  describe('signed in', () => {
    signedInDuring();

    it('shows a pushed price without asking again', async () => {
      const push = pushedQuote(HOLDINGS, 'AAPL', { price: 236.1, change: 1.04, changePercent: 0.004424 }, 200);
      await renderWidget(widgetStockPrice, { mocks: [...mocks.success, push] });
      expect(within(await screen.findByTestId('price-row-AAPL')).getByTestId('price')).toHaveTextContent('$234.93');
      expect(await within(row('AAPL')).findByText('$236.10')).toBeInTheDocument();
      expect(within(row('AAPL')).getByTestId('change')).toHaveTextContent('+0.44%');
      expect(within(row('VTI')).getByTestId('price')).toHaveTextContent('$299.98');
    });
  });
});
