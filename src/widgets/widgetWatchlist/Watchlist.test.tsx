import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AddWatchlistEntryDocument, ReorderWatchlistEntriesDocument } from '../../generated/graphql';
import { renderWidget } from '../framework/testing/renderWidget';
import { counted, defaultLists, entryFixture, failedWatchlistsMock, quotesMock, watchlistsAnswer, watchlistsMock } from '../sharedWatchlist/testing/watchlistFixtures';
import { widgetWatchlist } from './definition';

const rowOf = (symbol: string) => screen.getByRole('row', { name: new RegExp(symbol) });
const symbolsInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByTitle(/^(KO|PEP|MSFT)$/)[0]?.getAttribute('title'));

describe('widgetWatchlist', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetWatchlist, { mocks: [{ ...watchlistsMock(), delay: Infinity }] });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('offers to create a watchlist when there is none', async () => {
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(watchlistsAnswer([]))] });
    expect(await screen.findByText(/No watchlists yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create a watchlist' }));
    expect(await screen.findByRole('dialog', { name: 'New watchlist' })).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetWatchlist, { mocks: [failedWatchlistsMock()] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The watchlists are unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the first list in the user’s order, with live prices, yields and alerts', async () => {
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(), quotesMock(['KO', 'PEP'])] });
    expect(await screen.findByRole('table', { name: 'Watchlist Dividend ideas' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Watchlist' })).toHaveValue('list-1');
    const ko = rowOf('KO');
    await waitFor(() => expect(within(ko).getByText('$101.00')).toBeInTheDocument());
    expect(within(ko).getByText('+1.00%')).toBeInTheDocument();
    expect(within(ko).getByText('3.10%')).toBeInTheDocument();
    expect(within(ko).getByText('72.00%')).toBeInTheDocument();
    expect(within(ko).getByText('±5%')).toBeInTheDocument();
    expect(within(ko).getByText('≥ $75.00')).toBeInTheDocument();
    expect(within(ko).getByText('≤ $55.00')).toBeInTheDocument();
    expect(symbolsInOrder()).toEqual(['KO', 'PEP']);
  });

  it('shows the chosen list, and its empty table says how to fill it', async () => {
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock()], config: { selectedWatchlist: 'list-2' } });
    expect(await screen.findByText('No securities on this watchlist yet: add a ticker above.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Watchlist' })).toHaveValue('list-2');
  });

  it('refuses a malformed ticker without asking, then adds a good one, and shows the server’s refusal', async () => {
    const [ideas] = defaultLists();
    const added = { ...ideas!, entries: [...ideas!.entries, entryFixture('MSFT', 2)] };
    const add = counted({ query: AddWatchlistEntryDocument, variables: { watchlist_Id: 'list-1', symbol: 'MSFT' } }, { addWatchlistEntry: added });
    const full: MockLink.MockedResponse = {
      request: { query: AddWatchlistEntryDocument, variables: { watchlist_Id: 'list-1', symbol: 'NVDA' } },
      result: { errors: [new GraphQLError('A watchlist holds at most 500 securities; start another one or remove some.')] },
    };
    const user = userEvent.setup();
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(), quotesMock(['KO', 'PEP']), add.mock, quotesMock(['KO', 'PEP', 'MSFT']), full] });
    const field = await screen.findByRole('textbox', { name: 'Ticker to add' });

    await user.type(field, 'not a ticker');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Not a ticker: "not a ticker".')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ko{Enter}');
    expect(await screen.findByText('KO is on this watchlist already.')).toBeInTheDocument();
    expect(add.calls.count).toBe(0);

    await user.clear(field);
    await user.type(field, ' msft {Enter}');
    expect((await screen.findAllByTitle('MSFT')).length).toBeGreaterThan(0);
    expect(add.calls.count).toBe(1);
    expect(field).toHaveValue('');

    await user.type(field, 'nvda{Enter}');
    expect(await screen.findByText('A watchlist holds at most 500 securities; start another one or remove some.')).toBeInTheDocument();
    expect(field).toHaveValue('nvda');
  });

  it('moves an entry up in the user’s order', async () => {
    const reorder = counted(
      { query: ReorderWatchlistEntriesDocument, variables: { watchlist_Id: 'list-1', entry_Ids: ['entry-PEP', 'entry-KO'] } },
      {
        reorderWatchlistEntries: {
          __typename: 'Watchlist',
          _id: 'list-1',
          updatedAt: '2026-11-21T10:00:00.000Z',
          entries: [
            { __typename: 'WatchlistEntry', _id: 'entry-PEP', sortOrder: 0 },
            { __typename: 'WatchlistEntry', _id: 'entry-KO', sortOrder: 1 },
          ],
        },
      },
    );
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(), quotesMock(['KO', 'PEP']), reorder.mock, quotesMock(['PEP', 'KO'])] });
    expect(await screen.findByRole('button', { name: 'Move KO up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move PEP down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move PEP up' }));
    await waitFor(() => expect(symbolsInOrder()).toEqual(['PEP', 'KO']));
    expect(reorder.calls.count).toBe(1);
  });

  it('offers no move buttons while sorted by another column', async () => {
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(), quotesMock(['KO', 'PEP'])], config: { columnSortModel: { default: [{ field: 'fwdDividendYield', sort: 'desc' }], mobile: [] } } });
    await screen.findByRole('table');
    expect(symbolsInOrder()).toEqual(['PEP', 'KO']);
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.getByText(/sort by # to reorder/)).toBeInTheDocument();
  });

  it('is read-only in an embed: no list controls, no row actions', async () => {
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(), quotesMock(['KO', 'PEP'])], embedded: { currency: 'USD', userLocale: null } });
    expect(await screen.findByText('Dividend ideas')).toBeInTheDocument();
    expect(screen.getAllByTitle('KO').length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox', { name: 'Watchlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ticker to add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Alerts for|Remove|Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
