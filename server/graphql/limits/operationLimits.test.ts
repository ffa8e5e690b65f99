import fs from 'node:fs';
import { GraphQLError, buildSchema } from 'graphql';
import { loadConfig } from '../../config';
import { projectPath } from '../../paths';
import { aliased, deeplyNested, directivesSpam, fragmentFanOut } from '../../test/attackDocuments';
import { graphqlLimits, limitErrors, parseWithinLimits } from './operationLimits';

const schema = buildSchema(fs.readFileSync(projectPath('schema.graphql'), 'utf8'));
const limits = graphqlLimits(loadConfig({}));

/** What the plugin does before anything runs: parse within the token limit, then measure. */
function refusal(query: string): { code: unknown; message: string }[] {
  try {
    return limitErrors(schema, parseWithinLimits(query, limits.maxTokens), limits).map((error) => ({ code: error.extensions.code, message: error.message }));
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return [{ code: error.extensions.code, message: error.message }];
  }
}

describe('operation limits', () => {
  it('has defaults that fit the app and refuse the attacks', () => {
    expect(limits).toEqual({ maxTokens: 2000, maxDepth: 12, maxAliases: 20, maxDirectives: 20, maxCost: 5000, maxResponseBytes: 64 * 1024 * 1024 });
  });

  it('passes an ordinary operation', () => {
    expect(refusal('query Summary($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) { marketValue currency } }')).toEqual([]);
  });

  it.each([
    ['a fragment fan-out of 23 fragments', fragmentFanOut(23), 'The query would cost 4,194,304 (lists, engine figures and ledgers cost more); the limit is 5,000. Ask for fewer fields or aliases per request.'],
    ['a fragment fan-out of 30 fragments', fragmentFanOut(30), 'The query would cost 536,870,912 (lists, engine figures and ledgers cost more); the limit is 5,000. Ask for fewer fields or aliases per request.'],
    ['40 aliases of portfolioSummary', aliased(40, 'portfolioSummary { marketValue }'), 'The query uses 40 aliases; the limit is 20.'],
    ['a document nested 13 deep', `query ${deeplyNested(13)}`, 'The query is 13 levels deep; the limit is 12.'],
    ['30 directives', directivesSpam(30), 'The query uses 30 directives; the limit is 20.'],
    ['introspection nesting lists', '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }', 'The query nests 4 introspection lists (types, fields, args...); the limit is 3.'],
  ])('refuses %s with BAD_REQUEST before graphql-js validates it', (_name, query, message) => {
    const errors = refusal(query);
    expect(errors).toContainEqual({ code: 'BAD_REQUEST', message });
  });

  it('refuses 1,000 aliases of portfolioSummary for their cost too', () => {
    expect(refusal(aliased(300, 'portfolioSummary { marketValue }')).map((error) => error.message)).toEqual([
      'The query uses 300 aliases; the limit is 20.',
      'The query would cost 150,300 (lists, engine figures and ledgers cost more); the limit is 5,000. Ask for fewer fields or aliases per request.',
    ]);
  });

  it.each([
    ['5,000-deep nesting', deeplyNested(5000)],
    ['1,000 aliases of portfolioSummary', aliased(1000, 'portfolioSummary { marketValue }')],
    ['5,000 directives', directivesSpam(5000)],
  ])('refuses %s while parsing, past the token limit', (_name, query) => {
    expect(refusal(query)).toEqual([{ code: 'BAD_REQUEST', message: 'The document has more than 2,000 tokens (names, values and punctuation), the most one request may send.' }]);
  });

  it('answers an unreadable document with BAD_REQUEST and where it stopped', () => {
    expect(refusal('{ portfolioSummary { marketValue }')).toEqual([{ code: 'BAD_REQUEST', message: 'Syntax Error: Expected Name, found <EOF>.' }]);
    // A token limit set far above the default lets the parser recurse until the stack ends.
    const deep = () => parseWithinLimits(deeplyNested(20_000), 100_000);
    expect(deep).toThrow('The document is nested too deeply to read.');
  });

  it('refuses every attack document within a few milliseconds', () => {
    for (const query of [fragmentFanOut(23), fragmentFanOut(25), fragmentFanOut(30), aliased(1000, 'portfolioSummary { marketValue }'), deeplyNested(5000), directivesSpam(5000)]) {
      const started = performance.now();
      expect(refusal(query)).not.toEqual([]);
      // Typically 1 ms; generous for a loaded machine (the hand-written rule took 15 s on 23 fragments).
      expect(performance.now() - started).toBeLessThan(250);
    }
  });
});
