import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { LEDGER_QUERY_FIELDS } from '../../common/widgetDataSources';
import { refreshAfterOwnWrite, refreshAfterPriceChange, refreshLedgerLists } from './refresh';

// Every ledger-dependent field and one that is not, cached as scalars (what they hold does not matter here).
const OTHER_FIELDS = ['UserDashboards', 'getUser'];

function cachedClient() {
  const cache = new InMemoryCache();
  for (const field of [...LEDGER_QUERY_FIELDS, ...OTHER_FIELDS]) cache.writeQuery({ query: gql(`query { ${field} }`), data: { [field]: `${field} before` } });
  return new ApolloClient({ cache, link: ApolloLink.empty() });
}

const cachedFields = (client: ApolloClient) => Object.keys((client.cache.extract() as { ROOT_QUERY?: object }).ROOT_QUERY ?? {}).filter((key) => key !== '__typename').sort();

describe('refreshing after a ledger write', () => {
  it('drops every field the common data-source list marks as built on the ledger, and nothing else', async () => {
    expect(LEDGER_QUERY_FIELDS).toEqual(expect.arrayContaining(['portfolioSummary', 'portfolioHoldings', 'portfolioValueSeries', 'holdingReturns', 'portfolioDividends', 'transactionTimeline', 'UserTransactionTable', 'pendingCorporateActions']));
    // Two data sources read portfolioHoldings; the list names it once.
    expect(new Set(LEDGER_QUERY_FIELDS).size).toBe(LEDGER_QUERY_FIELDS.length);
    const client = cachedClient();
    await refreshLedgerLists(client);
    expect(cachedFields(client)).toEqual([...OTHER_FIELDS].sort());
  });

  it("after this tab's own write, keeps the transaction list it already edited in place", async () => {
    const client = cachedClient();
    await refreshAfterOwnWrite(client);
    expect(cachedFields(client)).toEqual(['UserTransactionTable', ...OTHER_FIELDS].sort());
  });

  it('after a manual price change, drops the figures valued at closes and keeps the lists', async () => {
    const client = cachedClient();
    await refreshAfterPriceChange(client);
    // Pending corporate actions come from the ledger and the stored splits and dividends, never a
    // close; the market's quotes and news follow the holdings, not what they are valued at.
    expect(cachedFields(client)).toEqual(['PortfolioStockTransactions', 'UserTransactionTable', 'UserTransactions', 'marketNews', 'marketQuotes', 'pendingCorporateActions', 'transactionTimeline', ...OTHER_FIELDS].sort());
  });
});
