// What an embed request may run: one query whose root fields are only `__typename`,
// `embeddedWidget` and the one field its widget's data source reads. Checked on the document
// before anything executes, so an embed token cannot reach a resolver that forgot to refuse it
// (viewer is null for embeds, which every other resolver already refuses; this is the second
// lock). Fragments on the root type are refused rather than resolved: the embed page needs none.
import { Kind, getOperationAST, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { EMBED_ROOT_FIELDS, type EmbedRootField } from '../modules/embeds/embeddableWidgets';
import { embedForbidden, type GraphQLContext } from './context';

const ALWAYS_ALLOWED = ['__typename', 'embeddedWidget'];

export function isEmbedOperation(document: DocumentNode, operationName: string | null | undefined, dataField: EmbedRootField): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  const allowed = new Set([...ALWAYS_ALLOWED, dataField]);
  return operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && allowed.has(selection.name.value));
}

/** The Yoga plugin: an embed's operation that is not allowed ends with FORBIDDEN and no data. */
export function embedOperations(): Plugin<GraphQLContext> {
  const refusal = (args: ExecutionArgs) => {
    const { embed } = args.contextValue as GraphQLContext;
    if (!embed || isEmbedOperation(args.document, args.operationName, EMBED_ROOT_FIELDS[embed.dataSource])) return null;
    return { errors: [embedForbidden()] };
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
    // Subscriptions over HTTP (server-sent events) go through subscribe, not execute.
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
