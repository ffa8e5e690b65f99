// Identical reads of one user share their execution, in two ways that both answer each request
// with figures read while it was waiting (so no answer predates a write its client saw end):
// - a read in flight is joined by identical ones that reach execution meanwhile, unless the user
//   wrote since it began;
// - a read that began executing after a request arrived (over HTTP) is an answer to that request
//   too, for a moment after it ends: a crowd of identical requests (a dashboard open in many tabs,
//   a widget polled by many pages) queued behind each other costs one execution per wave.
// Identity is the document's text, operation and variables, asked by the same user (or through
// the same embed link). Only queries whose every root field is a pure read take part. (The server
// has no incremental delivery, @defer or @stream, whose results could not be shared.)
import { Kind, type DocumentNode, type ExecutionArgs, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';

/** How long a finished read stays an answer for identical requests that arrived before it began. */
export const SHARED_ANSWER_MS = 250;

/** Root fields that only read (a Query field with a side effect, such as signing out, is not here). */
export const COALESCED_ROOT_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'portfolioSummary',
  'portfolioHoldings',
  'portfolioValueSeries',
  'holdingReturns',
  'transactionTimeline',
  'UserTransactions',
  'UserTransactionTable',
  'UserBrokerAccount',
  'PortfolioStockTransactions',
  'userDashboards',
  'userEmbeds',
  'embeddedWidget',
  'manualPrices',
  'manualFxRates',
  'marketDataStatus',
  // Market reads record which symbols were read (for the live refresh), which is no write a reader sees.
  'marketQuotes',
  'priceBars',
  'technicalAnalysis',
  'stockScreener',
  'stockHeatmap',
  'marketNews',
  'benchmarkReturn',
]);

function operationOf(args: ExecutionArgs): OperationDefinitionNode | undefined {
  const operations = args.document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return args.operationName ? operations.find((o) => o.name?.value === args.operationName) : operations.length === 1 ? operations[0] : undefined;
}

/** Whether every root field of the operation is a pure read (fragments at the root are not looked into: not coalesced). */
function readsOnly(operation: OperationDefinitionNode): boolean {
  return operation.operation === 'query' && operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && COALESCED_ROOT_FIELDS.has(s.name.value));
}

interface Read {
  readonly startedAt: number;
  readonly result: Promise<unknown>;
  /** Set when it ended: until then the read is in flight. */
  endedAt?: number;
}

export function coalesceReads({ sharedMs = SHARED_ANSWER_MS }: { sharedMs?: number } = {}): Plugin<GraphQLContext> {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const documentId = (document: DocumentNode) => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
    return id;
  };
  // When each HTTP request arrived (a WebSocket operation counts from its execution: later, so stricter).
  const arrivals = new WeakMap<Request, number>();
  // Per user, the latest read of each kind: in flight, or ended less than sharedMs ago.
  const reads = new Map<string, Map<string, Read>>();

  const forget = (uid: string, key: string, read: Read) => {
    const mine = reads.get(uid);
    if (mine?.get(key) !== read) return;
    mine.delete(key);
    if (mine.size === 0) reads.delete(uid);
  };

  return {
    onRequest({ request }) {
      arrivals.set(request, performance.now());
    },
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as GraphQLContext & { request?: Request };
      const uid = context.viewer?.uid ?? context.embed?.ownerUid;
      const operation = operationOf(args);
      if (!uid || !operation) return;
      if (operation.operation === 'mutation') {
        // A write: no read begun before it is shared any more.
        reads.delete(uid);
        return {
          onExecuteDone() {
            reads.delete(uid);
          },
        };
      }
      if (!readsOnly(operation)) return;
      const arrivedAt = (context.request && arrivals.get(context.request)) ?? performance.now();
      // What a read's answer may depend on besides the user: an embed link's scope, or how the viewer signed in.
      const who = context.embed ? `embed:${context.embed.embedId}` : `user:${context.viewer!.isAnonymous}:${context.viewer!.emailVerified}`;
      // The document's text when it was parsed with locations (each request may parse its own copy).
      const text = args.document.loc?.source.body ?? documentId(args.document);
      const key = [who, text, args.operationName ?? '', JSON.stringify(args.variableValues ?? {})].join('\u0000');
      setExecuteFn((executionArgs) => {
        const latest = reads.get(uid)?.get(key);
        if (latest && (latest.endedAt === undefined || latest.startedAt >= arrivedAt)) return latest.result as ReturnType<typeof executeFn>;
        const read: Read = { startedAt: performance.now(), result: Promise.resolve(executeFn(executionArgs)) };
        let mine = reads.get(uid);
        if (!mine) reads.set(uid, (mine = new Map()));
        mine.set(key, read);
        const ended = () => {
          read.endedAt = performance.now();
          setTimeout(() => forget(uid, key, read), sharedMs).unref();
        };
        read.result.then(ended, () => forget(uid, key, read));
        return read.result as ReturnType<typeof executeFn>;
      });
      return undefined;
    },
  };
}
