// What an operation would cost, measured on the document alone, before graphql-js validates it:
// depth, aliases, directives and a cost estimate. Each fragment is measured once, on its own type
// condition, and every spread of it reuses that figure: a fan-out of fragments that each spread the
// next twice is measured in time linear in the document, while the figures it adds up to are the
// (exponential) size the operation would have once expanded. The document may still be invalid
// (unknown fields, fragment cycles): those parts count as leaves, and validation reports them later.
import {
  Kind,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { LIST_FACTOR, fieldWeight, isIntrospectionList } from './fieldCosts';

export interface Measure {
  /** Levels of nested fields; fragments do not add a level, nor do `ofType` chains of introspection. */
  depth: number;
  aliases: number;
  directives: number;
  cost: number;
  /** Introspection list fields (types, fields, args...) nested on one path: introspection fans out with them. */
  introspectionLists: number;
}

export interface OperationMeasure extends Measure {
  /** The operation's name, or its kind for an anonymous one. */
  name: string;
  node: OperationDefinitionNode;
}

const EMPTY: Measure = { depth: 0, aliases: 0, directives: 0, cost: 0, introspectionLists: 0 };

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** Measures every operation of the document (validation covers them all, executed or not). */
export function measureOperations(schema: GraphQLSchema, document: DocumentNode): OperationMeasure[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // A fragment being measured maps to EMPTY, so a cycle (refused by validation) ends at once.
  const measured = new Map<string, Measure>();

  const fragmentMeasure = (name: string): Measure => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment) return EMPTY;
    measured.set(name, EMPTY);
    const measure = selectionSetMeasure(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
    measured.set(name, measure);
    return measure;
  };

  const selectionSetMeasure = (set: SelectionSetNode, parent: GraphQLNamedType | undefined): Measure => {
    const total = { ...EMPTY };
    const add = (part: Measure) => {
      total.depth = Math.max(total.depth, part.depth);
      total.introspectionLists = Math.max(total.introspectionLists, part.introspectionLists);
      total.aliases += part.aliases;
      total.directives += part.directives;
      total.cost += part.cost;
    };
    for (const selection of set.selections) {
      total.directives += selection.directives?.length ?? 0;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        add(fragmentMeasure(selection.name.value));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(selectionSetMeasure(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent));
      } else {
        const name = selection.name.value;
        const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
        const type = name === '__schema' ? schema.getType('__Schema') : name === '__type' ? schema.getType('__Type') : definition && getNamedType(definition.type);
        const list = definition !== undefined && isList(definition.type);
        const below = selection.selectionSet ? selectionSetMeasure(selection.selectionSet, type) : EMPTY;
        const weight = fieldWeight(schema, parent, name);
        add({
          depth: below.depth + (parent?.name === '__Type' && name === 'ofType' ? 0 : 1),
          aliases: below.aliases + (selection.alias ? 1 : 0),
          directives: below.directives,
          // Introspection answers come from the schema in memory: a flat price for its root field,
          // while introspectionLists bounds how far its answer can fan out.
          cost: name === '__schema' || name === '__type' ? weight : weight + (list ? LIST_FACTOR : 1) * below.cost,
          introspectionLists: below.introspectionLists + (isIntrospectionList(parent, name) ? 1 : 0),
        });
      }
    }
    return total;
  };

  const measures: OperationMeasure[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const measure = selectionSetMeasure(definition.selectionSet, schema.getRootType(definition.operation) ?? undefined);
    measures.push({
      ...measure,
      directives: measure.directives + (definition.directives?.length ?? 0),
      name: definition.name?.value ?? `anonymous ${definition.operation}`,
      node: definition,
    });
  }
  return measures;
}
