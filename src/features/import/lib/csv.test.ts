import { CsvSyntaxError, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads a header and rows', () => {
    expect(parseCsv('a,b,c\n1,2,3\n4,5,6\n')).toEqual({
      header: ['a', 'b', 'c'],
      rows: [
        ['1', '2', '3'],
        ['4', '5', '6'],
      ],
      rowLines: [2, 3],
    });
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks inside', () => {
    const { header, rows, rowLines } = parseCsv('name,note\r\n"Smith, J","said ""hi""\r\nand left"\r\nx,""\r\n');
    expect(header).toEqual(['name', 'note']);
    expect(rows).toEqual([
      ['Smith, J', 'said "hi"\r\nand left'],
      ['x', ''],
    ]);
    // The second row starts on line 4 because the first spans two lines.
    expect(rowLines).toEqual([2, 4]);
  });

  it('accepts CRLF, LF and a missing final line break alike', () => {
    const expected = [['1', '2']];
    expect(parseCsv('a,b\r\n1,2\r\n').rows).toEqual(expected);
    expect(parseCsv('a,b\n1,2').rows).toEqual(expected);
    expect(parseCsv('a,b\r1,2\r').rows).toEqual(expected);
  });

  it('strips a UTF-8 byte order mark', () => {
    expect(parseCsv('\uFEFF"Symbol",Quantity\nVTI,17').header).toEqual(['Symbol', 'Quantity']);
  });

  it('detects semicolon and tab delimiters from the header, ignoring ones inside quotes', () => {
    expect(parseCsv('a;b;c\n1,5;2;3').rows).toEqual([['1,5', '2', '3']]);
    expect(parseCsv('a\tb\n1\t2').rows).toEqual([['1', '2']]);
    // Three semicolons inside quotes do not outvote the two commas outside them.
    expect(parseCsv('"x;y;z;w",b,c\n1,2,3').header).toEqual(['x;y;z;w', 'b', 'c']);
  });

  it('skips blank lines, including ones made only of delimiters', () => {
    const { header, rows, rowLines } = parseCsv('\n\na,b\n\n1,2\n , \n\n3,4\n\n');
    expect(header).toEqual(['a', 'b']);
    expect(rows).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(rowLines).toEqual([5, 8]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(parseCsv('a,b,c\n,,x\n1,2,').rows).toEqual([
      ['', '', 'x'],
      ['1', '2', ''],
    ]);
  });

  it('keeps text written after a closing quote', () => {
    expect(parseCsv('a,b\n"0.0" (),x').rows).toEqual([['0.0 ()', 'x']]);
  });

  it('returns an empty table for an empty file', () => {
    expect(parseCsv('')).toEqual({ header: [], rows: [], rowLines: [] });
  });

  it('throws a CsvSyntaxError naming the line of an unterminated quote', () => {
    const parse = () => parseCsv('a,b\n1,2\n3,"never\nclosed\n');
    expect(parse).toThrow(CsvSyntaxError);
    expect(parse).toThrow('Line 3: a quoted field is never closed.');
    try {
      parse();
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
    }
  });

  it('reports its progress through a long text', () => {
    const lines = ['a,b'];
    for (let i = 0; i < 50_000; i += 1) lines.push(`${i},x`);
    const fractions: number[] = [];
    parseCsv(lines.join('\n'), { onProgress: (fraction) => fractions.push(fraction) });
    expect(fractions.length).toBeGreaterThanOrEqual(20);
    expect(fractions).toEqual([...fractions].sort((x, y) => x - y));
    expect(fractions.every((fraction) => fraction > 0 && fraction <= 1)).toBe(true);
  });

  it('reads a large generated file in one pass', () => {
    const lines = ['"Symbol","TradeDate","Quantity","TradePrice","Notes"'];
    for (let i = 0; i < 20_000; i += 1) lines.push(`"SYM${i}","20230403","${i}","1.5","a ""b"", c"`);
    const { rows } = parseCsv(lines.join('\r\n'));
    expect(rows).toHaveLength(20_000);
    expect(rows[19_999]).toEqual(['SYM19999', '20230403', '19999', '1.5', 'a "b", c']);
  });
});
