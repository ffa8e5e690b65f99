// The executable schema: schema.graphql plus the resolvers that are built. Every Query, Mutation
// and Subscription field without a resolver answers NOT_AVAILABLE, so the contract can be complete
// while features land issue by issue, and nothing pretends to work.
import fs from 'node:fs';
import { createSchema } from 'graphql-yoga';
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types';
import { brokersResolvers } from '../modules/brokers/brokers.resolvers';
import { portfoliosResolvers } from '../modules/portfolios/portfolios.resolvers';
import { transactionsResolvers } from '../modules/transactions/transactions.resolvers';
import { importsResolvers } from '../modules/imports/imports.resolvers';
import { quotesResolvers } from '../modules/quotes/quotes.resolvers';
import { corporateActionsResolvers } from '../modules/corporateActions/corporateActions.resolvers';
import { analyticsResolvers } from '../modules/analytics/analytics.resolvers';
import { marketResolvers } from '../modules/market/market.resolvers';
import { dashboardsResolvers } from '../modules/dashboards/dashboards.resolvers';
import { watchlistsResolvers } from '../modules/watchlists/watchlists.resolvers';
import { notificationsResolvers } from '../modules/notifications/notifications.resolvers';
import { embedsResolvers } from '../modules/embeds/embeds.resolvers';
import { usersResolvers } from '../modules/users/users.resolvers';
import { billingResolvers } from '../modules/billing/billing.resolvers';
import { assistantResolvers } from '../modules/assistant/assistant.resolvers';
import { projectPath } from '../paths';
import type { GraphQLContext } from './context';
import { notAvailable } from '../kernel/errors';
import { DateTime, DisplayCurrency, JSONScalar, TransactionType } from '../kernel/scalars';

const moduleResolvers: Resolvers[] = [usersResolvers, brokersResolvers, portfoliosResolvers, transactionsResolvers, importsResolvers, quotesResolvers, corporateActionsResolvers, analyticsResolvers, marketResolvers, dashboardsResolvers, watchlistsResolvers, notificationsResolvers, embedsResolvers, billingResolvers, assistantResolvers];

type ResolverMap = Record<string, Record<string, unknown>>;

export function mergeResolvers(parts: Resolvers[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part as ResolverMap)) {
      merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged;
}

/** Adds a NOT_AVAILABLE resolver for every root field no module resolves yet. */
export function withNotAvailable(typeDefs: string, resolvers: ResolverMap): ResolverMap {
  const plain = buildSchema(typeDefs);
  const result: ResolverMap = { ...resolvers };
  const roots = [plain.getQueryType(), plain.getMutationType(), plain.getSubscriptionType()];
  for (const root of roots) {
    if (!root) continue;
    const built = { ...result[root.name] };
    for (const field of Object.keys(root.getFields())) {
      if (built[field]) continue;
      const fail = () => {
        throw notAvailable(field);
      };
      built[field] = root.name === 'Subscription' ? { subscribe: fail } : fail;
    }
    result[root.name] = built;
  }
  return result;
}

export function unbuiltOperations(typeDefs: string): string[] {
  const built = mergeResolvers(moduleResolvers);
  const plain = buildSchema(typeDefs);
  return [plain.getQueryType(), plain.getMutationType(), plain.getSubscriptionType()].flatMap((root) =>
    root ? Object.keys(root.getFields()).filter((f) => !built[root.name]?.[f]).map((f) => `${root.name}.${f}`) : [],
  );
}

export function readTypeDefs(): string {
  return fs.readFileSync(projectPath('schema.graphql'), 'utf8');
}

export function createExecutableSchema(typeDefs = readTypeDefs()): GraphQLSchema {
  const resolvers = withNotAvailable(typeDefs, mergeResolvers(moduleResolvers));
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: { ...resolvers, DateTime, DisplayCurrency, JSON: JSONScalar, TransactionType },
  });
}
