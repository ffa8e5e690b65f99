/**
 * The one file of cache type policies. Every entity is keyed by its database `_id`;
 * embedded value objects are stored inside their parent instead of being normalised.
 */
import type { TypePolicies } from '@apollo/client';

const keyedById = { keyFields: ['_id'] } as const;

export const typePolicies: TypePolicies = {
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
  // A transaction's {_id, name} reference to its portfolio, account or broker: a label, not the
  // entity itself (its _id is the Portfolio's, Account's or Broker's), so it is not normalised.
  NamedRef: { keyFields: false },
  TransactionStock: { keyFields: false },
};
