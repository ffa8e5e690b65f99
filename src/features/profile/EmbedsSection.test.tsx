import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { typePolicies } from '../../apollo/typePolicies';
import { system } from '../../ui/theme';
import { toaster } from '../../ui/toaster';
import { RevokeEmbedDocument, UserEmbedsDocument, type Embed_EmbedFragment } from '../../generated/graphql';
import { EmbedsSection } from './EmbedsSection';

type CachedEmbed = Embed_EmbedFragment & { __typename: 'Embed' };

function embed(id: string, title: string, patch: Partial<CachedEmbed> = {}): CachedEmbed {
  return {
    __typename: 'Embed',
    _id: id,
    widgetName: 'widgetKpiTotalValue',
    title,
    config: {},
    createdAt: '2026-03-02T12:00:00.000Z',
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    ...patch,
  };
}

const savings = embed('e1', 'Value of holdings', { lastUsedAt: '2026-04-05T12:00:00.000Z', expiresAt: '2099-01-31T12:00:00.000Z' });
const blog = embed('e2', 'On my blog', { widgetName: 'widgetPortfolioValueOvertimeChart', revokedAt: '2026-03-10T00:00:00.000Z' });
const old = embed('e3', 'Last year', { expiresAt: '2026-01-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z' });

const listed = (embeds: CachedEmbed[]): MockLink.MockedResponse => ({ request: { query: UserEmbedsDocument }, result: { data: { userEmbeds: embeds } } });

function renderSection(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ChakraProvider value={system}>
        <EmbedsSection />
      </ChakraProvider>
    </MockedProvider>,
  );
}

const row = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

let toast: jest.SpyInstance;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
});
afterEach(() => toast.mockRestore());

describe('EmbedsSection', () => {
  it('lists each embed with its state, and Revoke only on live ones', async () => {
    renderSection([listed([savings, blog, old])]);
    expect(await screen.findByText('Value of holdings')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    const live = row('Value of holdings');
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(live).toHaveTextContent('created 02 Mar 26 · last shown 05 Apr 26 · works until 31 Jan 99');
    expect(within(live).getByRole('button', { name: 'Revoke the embed of Value of holdings' })).toBeInTheDocument();

    const revoked = row('On my blog');
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    // A title of its own: the widget's name says what it shows.
    expect(revoked).toHaveTextContent('Portfolio value over time · created 02 Mar 26 · never shown yet');
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();

    const expired = row('Last year');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(expired).not.toHaveTextContent('works until');
    expect(within(expired).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when nothing is embedded', async () => {
    renderSection([listed([])]);
    expect(await screen.findByText('You have not embedded any widget.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows why the list could not be read', async () => {
    renderSection([{ request: { query: UserEmbedsDocument }, result: { errors: [new GraphQLError('The embeds service is unavailable.')] } }]);
    expect(await screen.findByText('The embeds service is unavailable.')).toBeInTheDocument();
    expect(screen.queryByText('You have not embedded any widget.')).not.toBeInTheDocument();
  });

  it('revokes an embed by its id and shows it revoked from the mutation result', async () => {
    const result = jest.fn(() => ({ data: { revokeEmbed: { ...savings, revokedAt: '2026-06-01T09:00:00.000Z' } } }));
    renderSection([listed([savings, blog]), { request: { query: RevokeEmbedDocument, variables: { embed_Id: 'e1' } }, result }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the embed of Value of holdings' }));

    await waitFor(() => expect(within(row('Value of holdings')).getByText('Revoked')).toBeInTheDocument());
    expect(result).toHaveBeenCalledTimes(1);
    expect(within(row('Value of holdings')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke the embed of/ })).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps the embed live and tells the user when the revoke fails', async () => {
    renderSection([
      listed([savings]),
      { request: { query: RevokeEmbedDocument, variables: { embed_Id: 'e1' } }, result: { errors: [new GraphQLError('Embed not found.')] } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the embed of Value of holdings' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'The embed link was not revoked', description: 'Embed not found.' })));
    expect(within(row('Value of holdings')).getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke the embed of Value of holdings' })).toBeEnabled();
  });
});
