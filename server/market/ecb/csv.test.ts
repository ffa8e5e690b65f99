import { CsvSyntaxError, parseCsv } from './csv';

describe('parseCsv', () => {
  it('splits plain records on commas and line ends', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, doubled quotes and newlines inside quoted fields', () => {
    const text = 'KEY,TITLE,N\nx,"US dollar/Euro, 2:15 pm ""C.E.T.""\nsecond line",5';
    expect(parseCsv(text)).toEqual([
      ['KEY', 'TITLE', 'N'],
      ['x', 'US dollar/Euro, 2:15 pm "C.E.T."\nsecond line', '5'],
    ]);
  });

  it('accepts CRLF and CR line ends and a leading byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,2\r3,4\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps empty fields, including a trailing one, and leaves blank lines out', () => {
    expect(parseCsv('a,,c\n\n1,2,\n\n')).toEqual([
      ['a', '', 'c'],
      ['1', '2', ''],
    ]);
  });

  it('keeps a record made of one quoted empty field', () => {
    expect(parseCsv('a\n""\n')).toEqual([['a'], ['']]);
  });

  it('answers nothing for empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\r\n')).toEqual([]);
  });

  it('rejects an unterminated quote and text after a closing quote', () => {
    expect(() => parseCsv('a,"b\n1,2')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,"b"c\n')).toThrow(CsvSyntaxError);
  });
});
