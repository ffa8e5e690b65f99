// What an embed request may run: one query whose root fields are only `__typename`,
// `embeddedWidget` and the one field its widget's data source reads, each selected once and
// without aliases (the embed page needs neither, and 120 aliases of a value series would be 120
// series on one token anyone holding the link can send). Checked on the document before anything
// executes, so an embed token cannot reach a resolver that forgot to refuse it (viewer is null for
// embeds, which every other resolver already refuses; this is the second lock). Fragments on the
// root type are refused rather than resolved: the embed page needs none.
import { Kind, type GraphQLError, getOperationAST, type DocumentNode, type ExecutionArgs, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { fieldOf, SECONDARY_FIELDS, type DataSourceField as EmbedRootField, type WidgetDataSource } from '../../common/widgetDataSources';
import { embedForbidden, type GraphQLContext } from './context';
import { appError } from '../kernel/errors';
import { refuseBeforeExecution } from './refuseBeforeExecution';

const ALWAYS_ALLOWED = ['__typename', 'embeddedWidget'];

const forbidden = (message: string) => appError('FORBIDDEN', message);

/** The first alias under the selection set, through fragments. */
function firstAlias(document: DocumentNode, set: SelectionSetNode, seen = new Set<string>()): string | null {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) return selection.alias.value;
      const below = selection.selectionSet ? firstAlias(document, selection.selectionSet, seen) : null;
      if (below) return below;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const below = firstAlias(document, selection.selectionSet, seen);
      if (below) return below;
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value);
      const below = fragment?.kind === Kind.FRAGMENT_DEFINITION ? firstAlias(document, fragment.selectionSet, seen) : null;
      if (below) return below;
    }
  }
  return null;
}

/** Why an embed may not run this operation, or null when it may. */
export function embedRefusal(document: DocumentNode, operationName: string | null | undefined, dataField: EmbedRootField, secondary: readonly string[] = []): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return embedForbidden();
  const allowed = new Set([...ALWAYS_ALLOWED, dataField, ...secondary]);
  const selected = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || !allowed.has(selection.name.value)) return embedForbidden();
    const name = selection.name.value;
    if (selected.has(name) && name !== '__typename') return forbidden(`An embed can select ${name} only once.`);
    selected.add(name);
  }
  const alias = firstAlias(document, operation.selectionSet);
  return alias === null ? null : forbidden(`An embed's query cannot rename fields with aliases (found "${alias}").`);
}

/** The Yoga plugin: an embed's operation that is not allowed ends with FORBIDDEN and no data. */
export function embedOperations(): Plugin<GraphQLContext> {
  return refuseBeforeExecution<GraphQLContext>((args: ExecutionArgs) => {
    const { embed } = args.contextValue as GraphQLContext;
    return embed ? embedRefusal(args.document, args.operationName, fieldOf(embed.dataSource), SECONDARY_FIELDS[embed.dataSource as WidgetDataSource] ?? []) : null;
  });
}
