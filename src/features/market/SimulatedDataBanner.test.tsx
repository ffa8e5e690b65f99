import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { cachedMarketDataStatus, marketDataStatusMock } from './marketDataStatusMock';
import { SimulatedDataBanner } from './SimulatedDataBanner';

const bannerText = 'A demo: prices, exchange rates and dividends are made up (MARKET_DATA=simulated), starting from your own trade prices.';

function renderBanner(mocks: MockLink.MockedResponse[], cache = new InMemoryCache({ typePolicies })) {
  return {
    ...renderWithTheme(
      <MockedProvider mocks={mocks} cache={cache}>
        <SimulatedDataBanner />
      </MockedProvider>,
    ),
    cache,
  };
}

/** Waits until the query has settled into the cache, so "nothing shown" is not just "still loading". */
async function settled(cache: InMemoryCache) {
  await waitFor(() => expect(cache.extract().ROOT_QUERY?.marketDataStatus).toBeDefined());
}

describe('SimulatedDataBanner', () => {
  it('labels the screen when the server serves simulated data, once the status has loaded', async () => {
    const { container } = renderBanner([marketDataStatusMock('simulated')]);
    expect(container).toBeEmptyDOMElement();

    const banner = await screen.findByRole('status', { name: 'Simulated market data' });
    expect(banner).toHaveTextContent(`Simulated market data${bannerText}`);
    expect(screen.getByText('Simulated market data')).toHaveStyle({ fontWeight: 'var(--chakra-font-weights-bold)' });
  });

  it('says how holdings are valued when the server has no market data (offline)', async () => {
    renderBanner([marketDataStatusMock('offline')]);
    expect(await screen.findByRole('status', { name: 'No market data' })).toHaveTextContent(
      'No market dataNo price provider was reachable when this server started. Holdings are valued at your manual prices, else at their last trade price.',
    );
  });

  it('shows nothing when the data is live', async () => {
    const { container, cache } = renderBanner([marketDataStatusMock('live')]);

    await settled(cache);
    expect(cache.extract().ROOT_QUERY?.marketDataStatus).toMatchObject({ simulated: false });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the status cannot be read', async () => {
    const requests = { count: 0 };
    const { container } = renderBanner([
      {
        ...marketDataStatusMock('simulated'),
        result: () => {
          requests.count++;
          return { errors: [new GraphQLError('Market data status unavailable')] };
        },
      },
    ]);

    await waitFor(() => expect(requests.count).toBe(1));
    // Give the failure time to reach the component before checking that it stayed empty.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('reads the status from the cache without asking the server again', async () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery(cachedMarketDataStatus('simulated'));
    renderBanner([], cache);

    expect(await screen.findByRole('status', { name: 'Simulated market data' })).toBeInTheDocument();
  });
});
