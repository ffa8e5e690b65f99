import { RawJson, stringifyWithRawJson } from './rawJson';

describe('RawJson', () => {
  const table = '{"columns":["a","b"],"rows":[[1,"x"],[2,null]]}';

  it('is spliced into the answer as the text it is', () => {
    const answer = { data: { first: new RawJson(table), list: [new RawJson('[1,2]'), 'raw-json-not-a-mark-0'] } };
    const text = stringifyWithRawJson(answer);
    expect(text).toBe(`{"data":{"first":${table},"list":[[1,2],"raw-json-not-a-mark-0"]}}`);
    expect(JSON.parse(text)).toEqual({ data: { first: JSON.parse(table), list: [[1, 2], 'raw-json-not-a-mark-0'] } });
  });

  it('serialises to the same value through plain JSON.stringify, outside a splicing serialisation', () => {
    expect(JSON.parse(JSON.stringify({ data: new RawJson(table) }))).toEqual({ data: JSON.parse(table) });
  });

  it('leaves an answer without one exactly as JSON.stringify writes it', () => {
    const answer = { data: { name: 'A "quoted" name', n: 1.5, none: null } };
    expect(stringifyWithRawJson(answer)).toBe(JSON.stringify(answer));
  });

  it('keeps a text with replacement patterns ($&, $1) literally', () => {
    expect(stringifyWithRawJson([new RawJson('["$&","$1","$$"]')])).toBe('[["$&","$1","$$"]]');
  });
});
