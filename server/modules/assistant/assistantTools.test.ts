// The tools as the model is told of them and as its arguments are checked: one zod schema each,
// so the declaration and the check cannot disagree.
import { createTools, parseArguments, toolDeclarations, type ToolDeps } from './assistantTools';

const unused = () => {
  throw new Error('not called');
};
const tools = createTools({ analytics: { summary: unused, holdings: unused, holdingReturns: unused, dividends: unused }, transactions: unused, watchlists: unused, quotes: unused, displayCurrency: unused, goalTrackers: unused, requirePortfolios: unused } as unknown as ToolDeps);

describe('the assistant\'s tools', () => {
  it('declares read-only functions with closed JSON Schemas', () => {
    const declared = toolDeclarations(tools);
    expect(declared.map((tool) => tool.type === 'function' && tool.function.name)).toEqual(['portfolio_summary', 'holdings', 'holding_returns', 'search_transactions', 'dividends', 'watchlists', 'market_quotes', 'goal_progress', 'draft_transaction']);
    for (const tool of declared) {
      if (tool.type !== 'function') throw new Error('a function tool');
      expect(tool.function.parameters).toMatchObject({ type: 'object', additionalProperties: false });
      expect(tool.function.parameters).not.toHaveProperty('$schema');
    }
    const quotes = declared.find((tool) => tool.type === 'function' && tool.function.name === 'market_quotes');
    expect(quotes).toMatchObject({ function: { parameters: { properties: { symbols: { maxItems: 10, minItems: 1 } }, required: ['symbols'] } } });
  });

  it.each([
    ['portfolio_summary', '', { ok: true, value: {} }],
    ['portfolio_summary', '{"from":"2024-01-01"}', { ok: true, value: { from: '2024-01-01' } }],
    ['portfolio_summary', '{"from":"last year"}', { ok: false, error: 'Invalid arguments: from: a date written yyyy-MM-dd' }],
    ['portfolio_summary', '{"owner_uid":"someone"}', { ok: false, error: expect.stringMatching(/^Invalid arguments: \(arguments\): Unrecognized key/) }],
    ['search_transactions', '{"limit":500}', { ok: false, error: expect.stringMatching(/^Invalid arguments: limit: /) }],
    ['market_quotes', JSON.stringify({ symbols: Array.from({ length: 11 }, (_, i) => `S${i}`) }), { ok: false, error: expect.stringMatching(/^Invalid arguments: symbols: /) }],
    ['holdings', '{"portfolio_Ids": [', { ok: false, error: 'The arguments are not valid JSON.' }],
    ['watchlists', '[]', { ok: false, error: expect.stringMatching(/^Invalid arguments: \(arguments\): /) }],
  ])('checks %s arguments %j', (name, raw, expected) => {
    expect(parseArguments(tools[name]!, raw)).toEqual(expected);
  });
});
