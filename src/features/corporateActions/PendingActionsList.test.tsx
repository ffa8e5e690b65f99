import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { system } from '../../ui/theme';
import { DismissCorporateActionsDocument, PendingCorporateActionsDocument } from '../../generated/graphql';
import { dividendAction, pendingAnswer, splitAction, type CachedAction } from './testing/pendingActions';
import { PendingActionsList } from './PendingActionsList';

const split = splitAction();
const dividend = dividendAction();
const listed = (actions: CachedAction[]) => pendingAnswer(actions);
const variables = { portfolio_Id: null, stock_Id: null };

function renderList(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ChakraProvider value={system}>
        <PendingActionsList />
      </ChakraProvider>
    </MockedProvider>,
  );
}

describe('PendingActionsList', () => {
  it('shows that it is loading', () => {
    renderList([listed([split])]);
    expect(screen.getByRole('status', { name: 'Loading pending actions' })).toBeInTheDocument();
  });

  it('says when nothing is pending', async () => {
    renderList([listed([])]);
    expect(await screen.findByText(/Nothing pending/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept all' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    renderList([{ request: { query: PendingCorporateActionsDocument, variables }, result: { errors: [new GraphQLError('Database unavailable')] } }, listed([])]);
    expect(await screen.findByText(/could not be loaded: Database unavailable/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Nothing pending/)).toBeInTheDocument();
  });

  it('lists each action with its figures, a count, and dismisses one', async () => {
    renderList([
      listed([split, dividend]),
      { request: { query: DismissCorporateActionsDocument, variables: { action_Ids: [split._id] } }, result: { data: { dismissCorporateActions: [split._id] } } },
    ]);
    const list = await screen.findByRole('list', { name: 'Pending actions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('listitem', { name: 'Split ACME 2024-04-15' })).toHaveTextContent('2 for 1: 10 → 20 shares');
    expect(within(list).getByRole('listitem', { name: 'Dividend ACME 2024-05-15' })).toHaveTextContent('20 shares · gross 6.00 USD · tax 0.90 USD (15 %) · net 5.10 USD');
    expect(screen.getByLabelText('2 pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss split ACME 2024-04-15' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Pending actions' })).getAllByRole('listitem')).toHaveLength(1));
  });
});
