/**
 * The one file of cache type policies. Every entity is keyed by its database `_id`;
 * embedded value objects are stored inside their parent instead of being normalised.
 */
import type { FieldMergeFunction, StoreObject, TypePolicies } from '@apollo/client';
import { userNotificationsPolicy } from './notificationPages';

const keyedById = { keyFields: ['_id'] } as const;

/**
 * A list of value objects that carry a `key`, merged item by item: the list is the incoming one
 * (its holdings, in its order), and an item also in the cached list keeps the fields only the
 * cached answer selected. Two queries can then read one field with different selections without
 * the narrower answer dropping what the wider one brought, which would send the wider query to
 * the server again.
 */
const mergeByKey: FieldMergeFunction<StoreObject[], StoreObject[]> = (existing, incoming, { readField, mergeObjects }) => {
  if (!existing) return incoming;
  const cached = new Map(existing.map((item) => [readField<string>('key', item), item]));
  return incoming.map((item) => {
    const before = cached.get(readField<string>('key', item));
    return before ? mergeObjects(before, item) : item;
  });
};

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // Holdings are not normalised (their figures depend on the filter). WidgetHoldings and the
      // holding chart's query (the same holdings and their dividend figures) read one filter's
      // answer: merged, neither refetches after the other's answer lands.
      portfolioHoldings: { merge: mergeByKey },
      // One list per filter, paged with `before` (see notificationPages.ts).
      userNotifications: userNotificationsPolicy,
    },
  },
  // A country reset to its default may leave the list: the answer replaces it whole.
  User: { ...keyedById, fields: { withholdingRates: { merge: false } } },
  Broker: keyedById,
  Account: keyedById,
  Portfolio: keyedById,
  Stock: keyedById,
  Embed: { ...keyedById, fields: { config: { merge: false } } },
  Dashboard: {
    ...keyedById,
    fields: {
      // JSON documents: an update replaces them wholesale, never merges old keys back in.
      layouts: { merge: false },
      widgets: { merge: false },
    },
  },
  Transaction: {
    ...keyedById,
    fields: {
      // The list query returns more stock fields (ISIN, holding_type) than the other queries
      // (name, logoURL): merge so a narrower result does not drop what the list loaded.
      stock: { merge: true },
    },
  },
  CreatedStock: keyedById,
  // A list's answer carries its entries in the user's order: the incoming list replaces the cached one.
  Watchlist: { ...keyedById, fields: { entries: { merge: false } } },
  WatchlistEntry: keyedById,
  // One cached quote per symbol: a pushed quote (MarketQuoteUpdates) updates every widget showing
  // it. The sparkline, which pushes do not carry, stays as the last read left it.
  MarketQuote: { keyFields: ['symbol'] },
  // A transaction's {_id, name} reference to its portfolio, account or broker: a label, not the
  // entity itself (its _id is the Portfolio's, Account's or Broker's), so it is not normalised.
  NamedRef: { keyFields: false },
  Notification: keyedById,
  // The user's one settings object: a singleton, so setNotificationSettings's answer replaces
  // what notificationSettings read without an update function.
  NotificationSettings: { keyFields: [] },
  TransactionStock: { keyFields: false },
  // The user's one assistant status: a singleton, so an answer's new balance is written in one place.
  AssistantStatus: { keyFields: [] },
  // A refetched conversation's messages are the server's whole list, in order.
  AssistantConversation: { ...keyedById, fields: { messages: { merge: false } } },
  AssistantMessage: keyedById,
};
