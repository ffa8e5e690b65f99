import { fieldOf, SECONDARY_FIELDS, type DataSourceField } from '../../../common/widgetDataSources';
import { MAX_MARKET_SYMBOLS } from '../../../common/market';
import type { DataOwner } from '../../auth/tokenVerifier';
import type { AnalyticsFilter, Resolvers } from '../../generated/resolvers-types';
import { embedForbidden, requireUser, type GraphQLContext } from '../../graphql/context';
import { filterHasScope } from '../embeds/embedScope';
import { MARKET_CHANNEL, eventIterator, mapEvents, type UserEvents } from '../../pubsub/pubsub';
import { checkedSymbols } from './marketWidgets.service';

/**
 * Who a market read is for: the signed-in user, or an embed whose widget reads this field. Market
 * data is everyone's; only a default that reads the holdings (`usesHoldings`) must keep to the
 * embed's scope, checked like the analytics fields' filters.
 */
export function marketReader(context: GraphQLContext, field: DataSourceField | 'benchmarkReturn', filter?: AnalyticsFilter | null, usesHoldings = false): DataOwner {
  const { embed } = context;
  if (!embed) return { uid: requireUser(context).uid };
  // The benchmark is only market data: the value and return widgets' embeds compare with it.
  const allowed = fieldOf(embed.dataSource) === field || (SECONDARY_FIELDS[embed.dataSource]?.includes(field) ?? false);
  if (!allowed) throw embedForbidden();
  if (usesHoldings && !filterHasScope(filter, embed.scope)) throw embedForbidden();
  return { uid: embed.ownerUid };
}

export const marketResolvers: Resolvers = {
  Query: {
    marketDataStatus(_parent, _args, context) {
      requireUser(context);
      const health = context.services.market.data.health();
      return {
        mode: health.mode,
        simulated: health.mode === 'simulated',
        reason: health.reason,
        providers: health.providers,
        failing: Object.entries(health.failing).map(([name, reason]) => `${name}: ${reason}`),
      };
    },
    async marketQuotes(_parent, { symbols, filter }, context) {
      const owner = marketReader(context, 'marketQuotes', filter, !symbols);
      return context.services.marketWidgets.quotes(owner, symbols, filter);
    },
    async priceBars(_parent, { symbols, range }, context) {
      marketReader(context, 'priceBars');
      return context.services.marketWidgets.bars(symbols, range);
    },
    async technicalAnalysis(_parent, { symbol }, context) {
      marketReader(context, 'technicalAnalysis');
      return context.services.marketWidgets.technical(symbol);
    },
    async benchmarkReturn(_parent, { symbol, from, to }, context) {
      marketReader(context, 'benchmarkReturn');
      return context.services.marketWidgets.benchmark(symbol, from, to);
    },
    async stockScreener(_parent, _args, context) {
      marketReader(context, 'stockScreener');
      const answer = await context.services.marketWidgets.screener();
      return { ...answer, asOf: answer.asOf?.toISOString() ?? null };
    },
    async stockHeatmap(_parent, { universe, filter }, context) {
      const owner = marketReader(context, 'stockHeatmap', filter, universe === 'holdings');
      return context.services.marketWidgets.heatmap(owner, universe, filter);
    },
    async marketNews(_parent, { symbols, filter, includeMarket }, context) {
      const owner = marketReader(context, 'marketNews', filter, !symbols);
      return context.services.marketWidgets.news(owner, symbols, filter, includeMarket ?? true);
    },
  },
  MarketQuote: {
    // Pushed quotes carry no sparkline (the subscription does not select it).
    sparkline: (quote) => quote.sparkline ?? [],
    logoURL: (quote) => quote.logoURL ?? null,
  },
  Subscription: {
    marketQuote: {
      subscribe: (_parent, { symbols }, context) => {
        requireUser(context);
        const wanted = new Set(checkedSymbols(symbols, MAX_MARKET_SYMBOLS));
        const pushes = eventIterator<UserEvents['marketQuotes'][number]>((push) =>
          context.services.pubsub.on(MARKET_CHANNEL, 'marketQuotes', (quotes) => {
            for (const quote of quotes) if (wanted.has(quote.symbol)) push(quote);
          }),
        );
        return mapEvents(pushes, (quote) => ({ marketQuote: quote }));
      },
    },
  },
};
