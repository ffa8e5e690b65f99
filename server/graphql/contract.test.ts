// The contract declares every call of the spec with its spec name and argument names, and
// everything not built answers NOT_AVAILABLE rather than pretending.
import { buildSchema, isNonNullType } from 'graphql';
import { readTypeDefs, unbuiltOperations, withNotAvailable } from './schema';

const schema = buildSchema(readTypeDefs());

const specCalls: [root: 'Query' | 'Mutation', name: string, args: string[]][] = [
  ['Mutation', 'auditUser', ['auditInput']],
  ['Mutation', 'editUserSetting', ['userSettingInput']],
  ['Query', 'signoutFromAllDevices', []],
  ['Mutation', 'deleteAnonymousUser', ['uid']],
  ['Mutation', 'deleteUserAccount', ['confirm']],
  ['Mutation', 'updateUserCurrency', ['newUserCurrency']],
  ['Query', 'getSubscriptionStatus', []],
  ['Query', 'getStripeInvoices', ['userLocale', 'stripeId']],
  ['Query', 'cancelSubscription', ['subscriptionId']],
  ['Query', 'renewSubscription', ['subscriptionId']],
  ['Query', 'generateBillingPortalLink', ['stripeId']],
  ['Query', 'createCheckoutSession', ['stripeId']],
  ['Query', 'createTopUpCheckoutSession', ['stripeId', 'priceId']],
  ['Query', 'getTokenBalance', []],
  ['Query', 'UserTransactions', ['transaction_Ids']],
  ['Mutation', 'createTransaction', ['transactionInput']],
  ['Mutation', 'updateTransactionStats', ['transactionInput']],
  ['Mutation', 'deleteTransactions', ['transaction_Ids']],
  ['Mutation', 'fetchAdditionalData', ['stockInputs']],
  ['Query', 'UserBrokerAccount', ['broker_Id']],
  ['Mutation', 'createBroker', ['brokerInput']],
  ['Mutation', 'createBrokers', ['brokerInput']],
  ['Mutation', 'editBroker', ['broker_Id', 'brokerInput']],
  ['Mutation', 'deleteBroker', ['broker_Id', 'confirm']],
  ['Mutation', 'addAccountToBroker', ['accountInput']],
  ['Mutation', 'editAccount', ['account_Id', 'accountInput']],
  ['Mutation', 'deleteAccount', ['broker_Id', 'account_Ids', 'confirm']],
  ['Query', 'PortfolioStockTransactions', ['portfolio_Id']],
  ['Mutation', 'createPortfolio', ['portfolioInput']],
  ['Mutation', 'createPortfolios', ['portfolioInput']],
  ['Mutation', 'editPortfolio', ['portfolio_Id', 'portfolioInput']],
  ['Mutation', 'deletePortfolio', ['portfolio_Id', 'confirm']],
  ['Query', 'userDashboards', []],
  ['Mutation', 'createDashboard', ['dashboardInput']],
  ['Mutation', 'createDashboards', ['dashboardInput']],
  ['Mutation', 'editDashboard', ['dashboardInput']],
  ['Mutation', 'deleteDashboard', ['dashboard_Id']],
];

const specEntities: Record<string, string[]> = {
  User: ['_id', 'uid', 'name', 'email', 'currency', 'currencySymbol', 'userLocale', 'photoURL', 'theme', 'tourGuides', 'signUpCurrency', 'provider', 'providerToSignedIn', 'emailVerified', 'fullFeatureEnabled', 'stripeId', 'createdAt'],
  SubscriptionStatus: ['fullFeatureEnabled', 'isTrialing', 'trialDaysLeft', 'hasSubscription', 'activeSubscription', 'activeSubscriptionId', 'current_period_end', 'subscriptionStatus', 'cancel_at_period_end', 'agentTokensBalance', 'agentTokensUsed', 'agentTokensBalanceAllocated', 'isInTrialAndNoTopUp', 'isValidTokenSubscription', 'tokenTrialDaysLeft'],
  TokenBalance: ['isValidSubscription', 'isInTrialAndNoTopUp', 'balance', 'totalTokensUsed', 'totalBalanceAllocated', 'trialDaysLeft'],
  Invoice: ['id', 'date', 'amount', 'status', 'description', 'subscriptionId', 'hosted_invoice_url'],
  Broker: ['_id', 'name', 'description', 'createdAt', 'updatedAt', 'accounts'],
  Account: ['_id', 'name', 'description', 'createdAt', 'updatedAt'],
  Portfolio: ['_id', 'name', 'description', 'stocks'],
  Stock: ['_id', 'ticker', 'name', 'exchangeCode', 'countryISO', 'ISIN', 'logoURL'],
  Dashboard: ['_id', 'name', 'sortOrder', 'indicatorColor', 'layouts', 'widgets'],
  Transaction: ['_id', 'ticker', 'holdingDisplay', 'currency', 'isApplyExchangeRate', 'date', 'type', 'shares', 'shareprice', 'transactionValue', 'shareprice_userCurrency', 'transactionValue_userCurrency', 'shares_balance', 'valueAtCostPC', 'valueAtCostTC', 'costOfSoldPC', 'costOfSoldTC', 'realizedGainLostPC', 'realizedGainLostTC', 'reference', 'exchangeShortName', 'parentportfolio', 'account', 'broker', 'stock'],
  TransactionStock: ['name', 'logoURL', 'ISIN', 'holding_type'],
  CreatedStock: ['_id', 'ticker', 'exchangeCode'],
};

describe('schema.graphql', () => {
  it.each(specCalls)('declares %s.%s with the spec argument names', (root, name, args) => {
    const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
    const field = type?.getFields()[name];
    expect(field).toBeDefined();
    expect(field!.args.map((a) => a.name)).toEqual(expect.arrayContaining(args));
    // Our additions (deletes' cascade) must be optional, so a call written to the spec still works.
    const extras = field!.args.filter((a) => !args.includes(a.name));
    expect(extras.filter((a) => isNonNullType(a.type)).map((a) => a.name)).toEqual([]);
  });

  it.each(Object.entries(specEntities))('declares every spec field of %s', (typeName, fields) => {
    const type = schema.getType(typeName);
    expect(type).toBeDefined();
    const declared = Object.keys((type as unknown as { getFields(): Record<string, unknown> }).getFields());
    expect(declared).toEqual(expect.arrayContaining(fields));
  });

  it('declares the subscriptions that replace the listened-to records, the pushed quotes and notifications, and the assistant\'s answers', () => {
    expect(Object.keys(schema.getSubscriptionType()!.getFields()).sort()).toEqual(['askAssistant', 'marketQuote', 'notificationAdded', 'revocation', 'transactionPush', 'userDocument']);
  });

  it('lists what is not built yet, and not what is', () => {
    const unbuilt = unbuiltOperations(readTypeDefs());
    for (const built of ['Mutation.auditUser', 'Mutation.editUserSetting', 'Mutation.updateUserCurrency', 'Mutation.deleteUserAccount', 'Mutation.deleteAnonymousUser', 'Query.signoutFromAllDevices', 'Subscription.revocation', 'Subscription.userDocument', 'Query.UserBrokerAccount', 'Mutation.createBroker', 'Mutation.createBrokers', 'Mutation.editBroker', 'Mutation.deleteBroker', 'Mutation.addAccountToBroker', 'Mutation.editAccount', 'Mutation.deleteAccount', 'Query.PortfolioStockTransactions', 'Mutation.createPortfolio', 'Mutation.createPortfolios', 'Mutation.editPortfolio', 'Mutation.deletePortfolio', 'Query.UserTransactions', 'Mutation.createTransaction', 'Mutation.updateTransactionStats', 'Mutation.deleteTransactions', 'Mutation.fetchAdditionalData', 'Subscription.transactionPush', 'Query.manualPrices', 'Mutation.setManualFxRates', 'Query.userDashboards', 'Mutation.createDashboard', 'Mutation.createDashboards', 'Mutation.editDashboard', 'Mutation.deleteDashboard']) {
      expect(unbuilt).not.toContain(built);
    }
    // The billing calls were the last: every call of the spec is built.
    expect(unbuilt).toEqual([]);
  });

  it('answers NOT_AVAILABLE for a root field no module resolves, rather than pretending', () => {
    const resolvers = withNotAvailable('type Query { built: Int, later: Int }', { Query: { built: () => 1 } });
    expect((resolvers.Query!.built as () => number)()).toBe(1);
    expect(() => (resolvers.Query!.later as () => unknown)()).toThrow('The operation later is not available yet.');
  });
});
