import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetMarketNewsDocument } from '../../generated/graphql';
import { resolveConfig } from '../framework/configFields';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { marketRequest } from '../sharedMarket/marketRequests';
import { newsAnswer } from '../sharedMarket/testing/marketFixtures';
import { newsUpdates } from './definition';
import { NEWS_PAGE } from './NewsUpdates';

// The fixture's headlines are 12 minutes, 45 minutes and 3 hours old at this instant.
const NOW = Date.parse('2026-11-27T15:30:00.000Z');

function mocksFor(stored: Record<string, unknown>, success = newsAnswer()) {
  const config = resolveConfig(newsUpdates.configs, stored).config as Record<string, unknown>;
  return stateMocks(WidgetMarketNewsDocument, marketRequest('news', config).variables, { empty: newsAnswer({ articles: [] }), success });
}

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe('newsUpdates', () => {
  const mocks = mocksFor({});

  it('shows a skeleton while loading', async () => {
    await renderWidget(newsUpdates, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when there is no news', async () => {
    await renderWidget(newsUpdates, { mocks: mocks.empty });
    expect(await screen.findByText('No news for these holdings right now.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(newsUpdates, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists the headlines newest first, each a link opening in a new tab', async () => {
    await renderWidget(newsUpdates, { mocks: mocks.success });
    const list = await screen.findByRole('list', { name: 'Headlines' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Apple shares steady ahead of holiday trading (opens in a new tab)',
      'Stocks edge higher as Treasury yields ease (opens in a new tab)',
      'Microsoft expands AI data centre capacity in Europe (opens in a new tab)',
    ]);
    const link = within(items[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://news.example.com/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('simulated')).not.toBeInTheDocument();
  });

  it('gives each headline its publisher, its age and its symbols, or Market for market news', async () => {
    await renderWidget(newsUpdates, { mocks: mocks.success });
    const items = within(await screen.findByRole('list', { name: 'Headlines' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Reuters·12 min agoAAPL');
    expect(items[1]).toHaveTextContent('Bloomberg·45 min agoMarket');
    expect(items[2]).toHaveTextContent('Financial Times·3 h agoMSFT');
  });

  it('labels made-up headlines', async () => {
    const simulated = mocksFor({}, newsAnswer({ simulated: true }));
    await renderWidget(newsUpdates, { mocks: simulated.success });
    expect(await screen.findByText('simulated')).toHaveAttribute('title', 'Made-up headlines (demo mode), not real news');
  });

  it('asks for the chosen symbols, without market news when turned off', async () => {
    const chosen = mocksFor({ tickers: ['MSFT'], includeMarket: false }, newsAnswer({ articles: newsAnswer().marketNews.articles.slice(2) }));
    expect(chosen.success[0]!.request.variables).toEqual({ symbols: ['MSFT'], includeMarket: false });
    await renderWidget(newsUpdates, { mocks: chosen.success, config: { tickers: ['MSFT'], includeMarket: false } });
    expect(await screen.findByRole('link', { name: /Microsoft expands/ })).toBeInTheDocument();
  });

  it('shows a headline whose address is not a web address as text, not a link', async () => {
    const [first] = newsAnswer().marketNews.articles;
    const odd = mocksFor({}, newsAnswer({ articles: [{ ...first!, url: 'javascript:alert(1)' }] }));
    await renderWidget(newsUpdates, { mocks: odd.success });
    expect(await screen.findByText('Apple shares steady ahead of holiday trading')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('newsUpdates with many headlines', () => {
  it('draws the newest first and the rest on demand', async () => {
    const [first] = newsAnswer().marketNews.articles;
    const many = Array.from({ length: NEWS_PAGE + 5 }, (_, i) => ({ ...first!, id: `a${i}`, url: `https://news.example.com/a${i}`, title: `Headline ${i}` }));
    await renderWidget(newsUpdates, { mocks: mocksFor({}, newsAnswer({ articles: many })).success });
    const list = await screen.findByRole('list', { name: 'Headlines' });
    expect(within(list).getAllByRole('link')).toHaveLength(NEWS_PAGE);

    await userEvent.click(within(list).getByRole('button', { name: 'Show 5 more' }));

    expect(within(list).getAllByRole('link')).toHaveLength(NEWS_PAGE + 5);
    expect(within(list).getAllByRole('link').at(-1)).toHaveTextContent(`Headline ${NEWS_PAGE + 4}`);
    expect(within(list).queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();
  });
});
