// Hostile GraphQL documents, built to size, for the limits' unit tests and the hostile suite.

/** `query { ...F0 }` where each fragment spreads the next twice: 2^(n-1) copies of `leaf` once expanded. */
export function fragmentFanOut(fragments: number, leaf = '__typename', operation: 'query' | 'subscription' = 'query'): string {
  const root = operation === 'query' ? 'Query' : 'Subscription';
  const parts = [`${operation} FanOut { ...F0 }`];
  for (let i = 0; i < fragments - 1; i++) parts.push(`fragment F${i} on ${root} { ...F${i + 1} ...F${i + 1} }`);
  parts.push(`fragment F${fragments - 1} on ${root} { ${leaf} }`);
  return parts.join('\n');
}

/** `count` aliases of one selection at the root: `a0: field a1: field ...`. */
export function aliased(count: number, selection: string, operation = 'query'): string {
  return `${operation} { ${Array.from({ length: count }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;
}

/** Selections nested `depth` levels deep: `{ a { a { ... } } }`. */
export function deeplyNested(depth: number): string {
  return `${'{ a '.repeat(depth)}${'}'.repeat(depth)}`;
}

/** `count` directives on one field. */
export function directivesSpam(count: number): string {
  return `{ __typename ${'@include(if: true) '.repeat(count)}}`;
}
