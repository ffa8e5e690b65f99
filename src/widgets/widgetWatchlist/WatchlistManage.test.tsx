import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateWatchlistDocument, DeleteWatchlistDocument, SetWatchlistAlertsDocument } from '../../generated/graphql';
import { renderWidget } from '../framework/testing/renderWidget';
import { counted, quotesMock, watchlistFixture, watchlistsMock } from '../sharedWatchlist/testing/watchlistFixtures';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { widgetWatchlist } from './definition';

// The menus and dialogs measure themselves.
beforeAll(stubResizeObserver);

const alertsOf = (alerts: Record<string, number | null>) =>
  counted({ query: SetWatchlistAlertsDocument, variables: { entry_Id: 'entry-PEP', alerts } }, { setWatchlistAlerts: { __typename: 'WatchlistEntry', _id: 'entry-PEP', ...alerts } });

describe('widgetWatchlist: managing lists and alerts', () => {
  it('checks the alerts with the server’s rule before sending, and sends an empty field as off', async () => {
    const save = alertsOf({ alertPriceChangePercent: 2.5, alertAbove: 200, alertBelow: null });
    const user = userEvent.setup();
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(), quotesMock(['KO', 'PEP']), save.mock] });
    await user.click(await screen.findByRole('button', { name: 'Alerts for PEP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts for PEP' });
    const percent = within(dialog).getByRole('textbox', { name: 'Day’s change, either way (%)' });
    const above = within(dialog).getByRole('textbox', { name: 'Price rises to' });
    const below = within(dialog).getByRole('textbox', { name: 'Price falls to' });

    await user.type(percent, '1001');
    await user.click(within(dialog).getByRole('button', { name: 'Save alerts' }));
    expect(await within(dialog).findByText('The change alert must be above 0 % and at most 1,000 %.')).toBeInTheDocument();

    await user.clear(percent);
    await user.type(percent, '2,5');
    await user.type(above, '200');
    await user.type(below, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save alerts' }));
    expect(await within(dialog).findByText('The price to fall to must be under the price to rise to.')).toBeInTheDocument();
    expect(save.calls.count).toBe(0);

    await user.clear(below);
    await user.click(within(dialog).getByRole('button', { name: 'Save alerts' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alerts for PEP' })).not.toBeInTheDocument());
    expect(save.calls.count).toBe(1);
    const pep = screen.getByRole('row', { name: /PEP/ });
    expect(within(pep).getByText('±2.5%')).toBeInTheDocument();
    expect(within(pep).getByText('≥ $200.00')).toBeInTheDocument();
  });

  async function openDelete(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Actions of watchlist Dividend ideas' }));
    // The keys go to the menu only once it is there (on a busy machine, a moment after the click).
    await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Delete watchlist…' });
    await user.keyboard('{End}{Enter}');
    return screen.findByRole('alertdialog', { name: 'Delete watchlist “Dividend ideas”?' });
  }

  it('deletes a confirmed list and shows the next one', async () => {
    const remove = counted({ query: DeleteWatchlistDocument, variables: { watchlist_Id: 'list-1' } }, { deleteWatchlist: 'list-1' });
    const user = userEvent.setup();
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(), quotesMock(['KO', 'PEP']), remove.mock] });
    await user.click(within(await openDelete(user)).getByRole('button', { name: 'Delete watchlist' }));
    expect(await screen.findByRole('table', { name: 'Watchlist Tech' })).toBeInTheDocument();
    expect(remove.calls.count).toBe(1);
    expect(screen.getByRole('combobox', { name: 'Watchlist' })).not.toHaveTextContent('Dividend ideas');
  });

  it('asks before deleting a list, and Cancel deletes nothing', async () => {
    const remove = counted({ query: DeleteWatchlistDocument, variables: { watchlist_Id: 'list-1' } }, { deleteWatchlist: 'list-1' });
    const user = userEvent.setup();
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(), quotesMock(['KO', 'PEP']), remove.mock] });
    const confirm = await openDelete(user);
    expect(within(confirm).getByText(/Its 2 securities and their alerts go with it/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove.calls.count).toBe(0);
    expect(screen.getByRole('table', { name: 'Watchlist Dividend ideas' })).toBeInTheDocument();
  });

  it('creates a list from the create-new option and shows it', async () => {
    const created = watchlistFixture('list-3', 'Banks', [], 2);
    const create = counted({ query: CreateWatchlistDocument, variables: { name: 'Banks' } }, { createWatchlist: created });
    const user = userEvent.setup();
    await renderWidget(widgetWatchlist, { mocks: [watchlistsMock(), quotesMock(['KO', 'PEP']), create.mock] as MockLink.MockedResponse[] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Watchlist' }), 'New watchlist…');
    const dialog = await screen.findByRole('dialog', { name: 'New watchlist' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A watchlist’s name must be 1 to 100 characters.'.replace('’', "'"))).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Banks ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('table', { name: 'Watchlist Banks' })).toBeInTheDocument();
    expect(create.calls.count).toBe(1);
    expect(screen.getByRole('combobox', { name: 'Watchlist' })).toHaveValue('list-3');
  });
});
