// Every operation the app sends (the .graphql documents under src/, the dashboard's widget queries
// and the embed page's among them) stays well within every limit: at most half of each, so a
// screen that grows a little does not start failing in production.
import fs from 'node:fs';
import path from 'node:path';
import {
  Kind,
  buildSchema,
  parse,
  print,
  validate,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { loadConfig } from '../../config';
import { projectPath } from '../../paths';
import { measureOperations } from './measureOperation';
import { MAX_MUTATION_FIELDS } from './mutationItems';
import { graphqlLimits, limitErrors, parseWithinLimits } from './operationLimits';

const schema = buildSchema(fs.readFileSync(projectPath('schema.graphql'), 'utf8'));
const limits = graphqlLimits(loadConfig({}));

const files = fs
  .readdirSync(projectPath('src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => path.join(projectPath('src'), file));
const definitions: DefinitionNode[] = files.flatMap((file) => parse(fs.readFileSync(file, 'utf8')).definitions);
const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The fragments an operation spreads, directly or through other fragments. */
function usedFragments(set: SelectionSetNode, found = new Set<string>()): Set<string> {
  visit(set, {
    FragmentSpread(node) {
      if (found.has(node.name.value)) return;
      found.add(node.name.value);
      usedFragments(fragments.get(node.name.value)!.selectionSet, found);
    },
  });
  return found;
}

/** The text Apollo Client sends: the operation, its fragments, and __typename in every object selection. */
function asSent(operation: OperationDefinitionNode): string {
  const withTypename = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      SelectionSet: (set, _key, parent) =>
        parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION
          ? undefined
          : { ...set, selections: [...set.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] },
    });
  const parts = [withTypename(operation), ...[...usedFragments(operation.selectionSet)].map((name) => withTypename(fragments.get(name)!))];
  return parts.map((part) => print(part)).join('\n\n');
}

describe('the app\'s own operations', () => {
  it('are found: the widgets\' analytics queries and the ledger\'s documents among them', () => {
    const names = operations.map((operation) => operation.name?.value);
    expect(files.some((file) => file.endsWith(path.join('widgets', 'framework', 'analytics.graphql')))).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['WidgetSummary', 'WidgetHoldings', 'WidgetValueSeries', 'WidgetHoldingReturns', 'UserTransactions', 'CreateTransaction', 'EmbeddedWidget']));
  });

  it.each(operations.map((operation) => [operation.name?.value ?? 'anonymous', operation] as const))('%s is within half of every limit', (_name, operation) => {
    const text = asSent(operation);
    const document = parseWithinLimits(text, limits.maxTokens / 2);
    expect(validate(schema, document)).toEqual([]);
    expect(limitErrors(schema, document, { ...limits, maxDepth: limits.maxDepth / 2, maxCost: limits.maxCost / 2, maxAliases: limits.maxAliases / 2, maxDirectives: limits.maxDirectives / 2 })).toEqual([]);
    if (operation.operation === 'mutation') expect(operation.selectionSet.selections.length).toBeLessThanOrEqual(MAX_MUTATION_FIELDS / 2);
  });

  it('leave room: the costliest costs about a third of the budget', () => {
    const costs = operations.map((operation) => measureOperations(schema, parse(asSent(operation)))[0]!.cost);
    expect(Math.max(...costs)).toBeLessThan(limits.maxCost / 2.5);
  });
});
