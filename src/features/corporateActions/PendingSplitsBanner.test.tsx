import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { typePolicies } from '../../apollo/typePolicies';
import { system } from '../../ui/theme';
import { PendingCorporateActionsDocument } from '../../generated/graphql';
import { PendingSplitsBanner } from './PendingSplitsBanner';
import { dividendAction, pendingAnswer, splitAction } from './testing/pendingActions';

function renderBanner(mocks: MockLink.MockedResponse[]) {
  const { container } = render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ChakraProvider value={system}>
        <MemoryRouter>
          <PendingSplitsBanner />
        </MemoryRouter>
      </ChakraProvider>
    </MockedProvider>,
  );
  return container;
}

const aapl = { stock_Id: 's-aapl', ticker: 'AAPL' };

describe('PendingSplitsBanner', () => {
  it('shows nothing while the list loads, nor when no split is pending', async () => {
    const container = renderBanner([pendingAnswer([dividendAction()])]);
    expect(container).toBeEmptyDOMElement();
    // Answered: a pending dividend changes no share count, so there is nothing to warn of.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('names each pending split with a link to the pending actions', async () => {
    renderBanner([pendingAnswer([{ ...splitAction(aapl, '2020-08-31'), ratioNew: 4, sharesAfter: 40 }, splitAction({ stock_Id: 's-tsla', ticker: 'TSLA' }, '2022-08-25'), dividendAction()])]);
    const banner = await screen.findByRole('status', { name: 'Splits not in your ledger' });
    expect(banner).toHaveTextContent('2 splits are not in your ledger');
    expect(banner).toHaveTextContent('AAPL split 4:1 on 2020-08-31 is not in your ledger: its value shows the old share count until you accept it.');
    expect(banner).toHaveTextContent('TSLA split 2:1 on 2022-08-25 is not in your ledger');
    expect(banner).not.toHaveTextContent('ACME');
    expect(screen.getByRole('link', { name: 'Review pending actions' })).toHaveAttribute('href', '/transaction#pending-actions');
    // Only accepting or dismissing the split takes it away.
    expect(screen.queryByRole('button', { name: /dismiss|close/i })).not.toBeInTheDocument();
  });

  it('says when the check failed, and tries again', async () => {
    renderBanner([
      { request: { query: PendingCorporateActionsDocument, variables: { portfolio_Id: null, stock_Id: null } }, result: { errors: [new GraphQLError('Database unavailable')] } },
      pendingAnswer([splitAction(aapl)]),
    ]);
    expect(await screen.findByText(/could not be checked: Database unavailable/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status', { name: 'Splits not in your ledger' })).toHaveTextContent('A split is not in your ledger');
  });
});
