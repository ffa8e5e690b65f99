import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typePolicies } from '../../../apollo/typePolicies';
import { CreateWatchlistDocument } from '../../../generated/graphql';
import { system } from '../../../ui/theme';
import { counted, watchlistFixture, watchlistsMock } from '../../../widgets/sharedWatchlist/testing/watchlistFixtures';
import { WatchlistControl } from './WatchlistControl';

function renderControl(value: string, onChange: (value: unknown) => void, mocks = [watchlistsMock()]) {
  render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <WatchlistControl label="Watchlist" value={value} onChange={onChange} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return screen.getByRole('combobox', { name: 'Watchlist' });
}

describe('WatchlistControl', () => {
  it("offers the user's first list, each list by name and a new one, and hands on the chosen id", async () => {
    const onChange = jest.fn();
    const select = renderControl('', onChange);
    expect(await within(select).findByRole('option', { name: 'Tech' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Your first watchlist', 'Dividend ideas', 'Tech', 'New watchlist…']);
    await userEvent.selectOptions(select, 'Tech');
    expect(onChange).toHaveBeenCalledWith('list-2');
  });

  it('keeps a list deleted since it was chosen, saying the first is shown instead', async () => {
    const select = renderControl('list-gone', jest.fn());
    expect(await within(select).findByRole('option', { name: 'A deleted watchlist (your first is shown)' })).toBeInTheDocument();
    expect(select).toHaveValue('list-gone');
  });

  it('creates a new list by the name typed, checked first, and chooses it', async () => {
    const onChange = jest.fn();
    const create = counted({ query: CreateWatchlistDocument, variables: { name: 'Banks' } }, { createWatchlist: watchlistFixture('list-3', 'Banks', [], 2) });
    const user = userEvent.setup();
    const select = renderControl('', onChange, [watchlistsMock(), create.mock]);
    await within(select).findByRole('option', { name: 'Tech' });
    await user.selectOptions(select, 'New watchlist…');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText("A watchlist's name must be 1 to 100 characters.")).toBeInTheDocument();
    expect(create.calls.count).toBe(0);
    await user.type(screen.getByRole('textbox', { name: 'New watchlist’s name' }), 'Banks{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('list-3'));
    expect(create.calls.count).toBe(1);
    expect(screen.queryByRole('textbox', { name: 'New watchlist’s name' })).not.toBeInTheDocument();
  });
});
