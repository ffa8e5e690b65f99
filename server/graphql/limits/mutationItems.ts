// Aliased mutations count against the same bulk limits as one call: a mutation operation sends at
// most MAX_MUTATION_FIELDS root fields, and together they hold at most one bulk call's worth of
// items. Each field's items are its list argument's length (variables resolved), as a share of
// what one call of that field may hold; the shares add up to at most 1. So 1,000 aliases of
// createBroker, or two createBrokers of 1,000 brokers each, are refused before anything runs.
import { MAX_MARK_READ } from '../../../common/notifications';
import { GraphQLError, Kind, getOperationAST, type DocumentNode, type FieldNode, type SelectionSetNode, type ValueNode } from 'graphql';
import type { Mutation } from '../../generated/resolvers-types';
import type { ErrorCode } from '../../kernel/errors';
import { MAX_ROWS_PER_PART } from '../../modules/imports/imports.service';
import { MAX_QUOTES_PER_CALL } from '../../../common/quoteRules';
import { MAX_ACTIONS_PER_CALL } from '../../../common/corporateActions';
import { MAX_WATCHLIST_ENTRIES, MAX_WATCHLISTS } from '../../../common/watchlists';
import { MAX_BULK } from '../../modules/shared/namedInput';
import { MAX_TRANSACTIONS_PER_CALL } from '../../modules/transactions/transactions.service';

/** The app sends one mutation per operation; a few more leave room for scripts, not for loops. */
export const MAX_MUTATION_FIELDS = 10;

type MutationField = Exclude<keyof Mutation, '__typename'>;

/** The argument holding a call's items and how many one call may hold; null: one item per call. */
type Items = { argument: string; max: number } | null;

const bulk = (argument: string): Items => ({ argument, max: MAX_BULK });
const transactions = (argument: string): Items => ({ argument, max: MAX_TRANSACTIONS_PER_CALL });
const quotes = (argument: string): Items => ({ argument, max: MAX_QUOTES_PER_CALL });

/** Every mutation, so a new one does not compile until it says what it writes. */
export const MUTATION_ITEMS = {
  auditUser: null,
  editUserSetting: null,
  deleteAnonymousUser: null,
  deleteUserAccount: null,
  updateUserCurrency: null,
  createTransaction: transactions('transactionInput'),
  updateTransactionStats: transactions('transactionInput'),
  deleteTransactions: transactions('transaction_Ids'),
  stageImport: { argument: 'rows', max: MAX_ROWS_PER_PART },
  // The staged rows were counted when staged; excludeRows only filters them.
  commitImport: null,
  discardImport: null,
  fetchAdditionalData: transactions('stockInputs'),
  setManualPrices: quotes('prices'),
  deleteManualPrices: quotes('dates'),
  setManualFxRates: quotes('rates'),
  deleteManualFxRates: quotes('dates'),
  acceptCorporateActions: { argument: 'action_Ids', max: MAX_ACTIONS_PER_CALL },
  dismissCorporateActions: { argument: 'action_Ids', max: MAX_ACTIONS_PER_CALL },
  createBroker: null,
  createBrokers: bulk('brokerInput'),
  editBroker: null,
  deleteBroker: null,
  addAccountToBroker: null,
  editAccount: null,
  deleteAccount: bulk('account_Ids'),
  createPortfolio: null,
  createPortfolios: bulk('portfolioInput'),
  editPortfolio: null,
  deletePortfolio: null,
  createDashboard: null,
  createDashboards: bulk('dashboardInput'),
  editDashboard: bulk('dashboardInput'),
  deleteDashboard: null,
  createWatchlist: null,
  renameWatchlist: null,
  reorderWatchlists: { argument: 'watchlist_Ids', max: MAX_WATCHLISTS },
  deleteWatchlist: null,
  addWatchlistEntry: null,
  setWatchlistAlerts: null,
  reorderWatchlistEntries: { argument: 'entry_Ids', max: MAX_WATCHLIST_ENTRIES },
  removeWatchlistEntry: null,
  markNotificationsRead: { argument: 'notification_Ids', max: MAX_MARK_READ },
  markAllNotificationsRead: null,
  setNotificationSettings: null,
  subscribePush: null,
  unsubscribePush: null,
  createEmbed: null,
  revokeEmbed: null,
  deleteAssistantConversation: null,
} satisfies Record<MutationField, Items>;

const itemsOf = (field: string): Items => (Object.hasOwn(MUTATION_ITEMS, field) ? MUTATION_ITEMS[field as MutationField] : null);

/** The root fields the operation executes, through fragments, one per response key (equal keys merge). */
function rootFields(document: DocumentNode, set: SelectionSetNode, into = new Map<string, FieldNode>(), seen = new Set<string>()): Map<string, FieldNode> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') into.set(selection.alias?.value ?? selection.name.value, selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootFields(document, selection.selectionSet, into, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) rootFields(document, fragment.selectionSet, into, seen);
    }
  }
  return into;
}

/** How many items a list argument holds: a literal list's length, a variable's array length. */
function lengthOf(value: ValueNode | undefined, variables: Readonly<Record<string, unknown>>): number {
  if (!value || value.kind === Kind.NULL) return 0;
  if (value.kind === Kind.LIST) return value.values.length;
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    if (given === undefined || given === null) return 0;
    return Array.isArray(given) ? given.length : 1;
  }
  return 1; // a single value is coerced to a list of one
}

/** Why the mutation operation asks too much at once, or null when it is within the limits. */
export function mutationItemsError(document: DocumentNode, operationName: string | null | undefined, variables: unknown): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return null;
  const fields = rootFields(document, operation.selectionSet);
  if (fields.size > MAX_MUTATION_FIELDS) {
    return new GraphQLError(`The operation sends ${fields.size} mutations; at most ${MAX_MUTATION_FIELDS} may be sent in one request.`, {
      nodes: [operation],
      extensions: { code: 'BAD_REQUEST' satisfies ErrorCode },
    });
  }
  // One field alone is its service's to check, with the message naming its argument.
  if (fields.size <= 1) return null;
  const values = variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {};
  let share = 0;
  const held: string[] = [];
  for (const [key, field] of fields) {
    const items = itemsOf(field.name.value);
    const count = items ? lengthOf(field.arguments?.find((argument) => argument.name.value === items.argument)?.value, values) : 1;
    const max = items?.max ?? MAX_BULK;
    share += count / max;
    held.push(`${key === field.name.value ? key : `${key}: ${field.name.value}`} ${count.toLocaleString('en')} of at most ${max.toLocaleString('en')}`);
  }
  // A little slack for the rounding of the shares: exactly one call's worth passes.
  if (share <= 1 + 1e-9) return null;
  return new GraphQLError(`The mutations of this operation together hold more items than one call may (${held.join('; ')}). Send them in separate requests.`, {
    nodes: [operation],
    extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode },
  });
}
