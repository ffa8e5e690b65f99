import { UTF8_BOM, csvField, neutraliseFormula, toCsv, toCsvFile } from './toCsv';

describe('csvField', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvField('VTI')).toBe('VTI');
    expect(csvField(204.3473)).toBe('204.3473');
    expect(csvField(0)).toBe('0');
  });

  it('writes missing values and non-finite numbers as empty fields', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvField('Smith, John')).toBe('"Smith, John"');
    expect(csvField('the "best" fund')).toBe('"the ""best"" fund"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+2', '+1', '-1', '@SUM(A1:A2)', '\tcmd', '\rcmd', '=HYPERLINK("http://evil","x")', '-2+3+cmd|\' /C calc\'!A0'])(
    'prefixes a text cell a spreadsheet would run as a formula: %j',
    (text) => {
      expect(csvField(text).replace(/^"/, '').startsWith("'")).toBe(true);
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it('quotes a neutralised cell when it also needs quoting', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('=1,2')).toBe('"\'=1,2"');
  });

  it('leaves negative numbers alone: a number is not a formula', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField(-0.25)).toBe('-0.25');
  });

  it('prefixes negative-looking text, which is not a number column', () => {
    expect(csvField('-5')).toBe("'-5");
  });

  it('leaves text with the special characters elsewhere than first untouched', () => {
    expect(csvField('AT&T = telecom')).toBe('AT&T = telecom');
    expect(csvField('a@b.com')).toBe('a@b.com');
    expect(csvField(' =1')).toBe(' =1');
  });

  it('keeps HTML as the text it is', () => {
    expect(csvField('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('toCsv', () => {
  it('joins records with CRLF and ends with one', () => {
    expect(toCsv([['Ticker', 'Shares'], ['VTI', 17], ['BRK.B', -1.5]])).toBe('Ticker,Shares\r\nVTI,17\r\nBRK.B,-1.5\r\n');
  });

  it('keeps empty fields in place', () => {
    expect(toCsv([['a', null, 'c']])).toBe('a,,c\r\n');
  });

  it('writes nothing for no records', () => {
    expect(toCsv([])).toBe('');
  });

  it('accepts any iterable of records', () => {
    function* records() {
      yield ['x'];
      yield ['y'];
    }
    expect(toCsv(records())).toBe('x\r\ny\r\n');
  });
});

describe('toCsvFile', () => {
  it('starts with the UTF-8 byte order mark and keeps non-ASCII text', () => {
    const file = toCsvFile([['Name'], ['Société Générale'], ['日本']]);
    expect(file.startsWith(UTF8_BOM)).toBe(true);
    expect(file.slice(1)).toBe('Name\r\nSociété Générale\r\n日本\r\n');
    expect(new TextEncoder().encode(file).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
