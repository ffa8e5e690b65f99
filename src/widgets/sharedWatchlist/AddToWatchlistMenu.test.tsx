import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { AddWatchlistEntryDocument, CreateWatchlistDocument } from '../../generated/graphql';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { system } from '../../ui/theme';
import { toaster } from '../../ui/toaster';
import { ViewerSettingsContext } from '../framework/viewerSettings';
import { AddToWatchlistMenu } from './AddToWatchlistMenu';
import { counted, defaultLists, entryFixture, watchlistFixture, watchlistsMock } from './testing/watchlistFixtures';

beforeAll(stubResizeObserver);

function renderMenu(mocks: MockLink.MockedResponse[], embedded = false) {
  return render(
    <ChakraProvider value={system}>
      <ViewerSettingsContext.Provider value={embedded ? { currency: 'USD', userLocale: null } : null}>
        <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
          <AddToWatchlistMenu symbol="MSFT" />
        </MockedProvider>
      </ViewerSettingsContext.Provider>
    </ChakraProvider>,
  );
}

const added = (list = defaultLists()[1]!) => ({ addWatchlistEntry: { ...list, entries: [entryFixture('MSFT', 0)] } });

describe('AddToWatchlistMenu', () => {
  let toasts: jest.SpyInstance;
  beforeEach(() => {
    toasts = jest.spyOn(toaster, 'create');
  });
  afterEach(() => toasts.mockRestore());

  it('lists the user’s watchlists once opened, and adds the security to the one chosen', async () => {
    const add = counted({ query: AddWatchlistEntryDocument, variables: { watchlist_Id: 'list-2', symbol: 'MSFT' } }, added());
    const user = userEvent.setup();
    renderMenu([watchlistsMock(), add.mock]);
    await user.click(screen.getByRole('button', { name: 'Add MSFT to a watchlist' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Tech' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dividend ideas', 'Tech', 'New watchlist…']);
    // The keyboard's way: down to the second list, then Enter.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(add.calls.count).toBe(1));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'MSFT is on “Tech”' })));
  });

  it('says why the server refused', async () => {
    const full: MockLink.MockedResponse = {
      request: { query: AddWatchlistEntryDocument, variables: { watchlist_Id: 'list-1', symbol: 'MSFT' } },
      result: { errors: [new GraphQLError('A watchlist holds at most 500 securities; start another one or remove some.')] },
    };
    const user = userEvent.setup();
    renderMenu([watchlistsMock(), full]);
    await user.click(screen.getByRole('button', { name: 'Add MSFT to a watchlist' }));
    await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Dividend ideas' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'MSFT was not added to “Dividend ideas”', description: 'A watchlist holds at most 500 securities; start another one or remove some.' }),
      ),
    );
  });

  it('makes a new watchlist with the security on it', async () => {
    const created = watchlistFixture('list-3', 'Software', [], 2);
    const create = counted({ query: CreateWatchlistDocument, variables: { name: 'Software' } }, { createWatchlist: created });
    const add = counted({ query: AddWatchlistEntryDocument, variables: { watchlist_Id: 'list-3', symbol: 'MSFT' } }, added(created));
    const user = userEvent.setup();
    renderMenu([watchlistsMock(), create.mock, add.mock]);
    await user.click(screen.getByRole('button', { name: 'Add MSFT to a watchlist' }));
    await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Tech' });
    await user.keyboard('{End}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New watchlist' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Software{Enter}');
    await waitFor(() => expect(add.calls.count).toBe(1));
    expect(create.calls.count).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered in an embed', () => {
    renderMenu([], true);
    expect(screen.queryByRole('button', { name: 'Add MSFT to a watchlist' })).not.toBeInTheDocument();
  });
});
