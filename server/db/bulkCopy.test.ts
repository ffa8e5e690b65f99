import { copyText, isCopyFromBlob } from './bulkCopy';

describe('COPY text', () => {
  it('writes one tab-separated line per row, null as \\N, booleans as t/f, dates as ISO', () => {
    const rows = [
      { a: 'plain', b: 1.25, c: true, d: null },
      { a: '', b: 0, c: false, d: new Date('2024-02-29T12:00:00Z') },
    ];
    expect(copyText(rows, ['a', 'b', 'c', 'd'])).toBe('plain\t1.25\tt\t\\N\n\t0\tf\t2024-02-29T12:00:00.000Z\n');
  });

  it('escapes the characters that would end a value, a row or an escape', () => {
    expect(copyText([{ a: 'tab\there\nnew line\rreturn \\N back\\slash' }], ['a'])).toBe('tab\\there\\nnew line\\rreturn \\\\N back\\\\slash\n');
  });

  it('writes a missing value as null and refuses a number COPY cannot read', () => {
    expect(copyText([{ a: 'x' }], ['a', 'b'] as ('a' | 'b')[])).toBe('x\t\\N\n');
    expect(() => copyText([{ a: Number.NaN }], ['a'])).toThrow('COPY cannot write the number NaN.');
  });

  it('recognises only a COPY FROM the blob with one Blob parameter', () => {
    const blob = new Blob(['x']);
    expect(isCopyFromBlob(`copy "t" ("a") from '/dev/blob'`, [blob])).toBe(true);
    expect(isCopyFromBlob(`copy "t" ("a") from '/dev/blob'`, ['x'])).toBe(false);
    expect(isCopyFromBlob(`select $1`, [blob])).toBe(false);
    expect(isCopyFromBlob(`copy "t" ("a") from '/dev/blob'; drop table t`, [blob])).toBe(false);
  });
});
