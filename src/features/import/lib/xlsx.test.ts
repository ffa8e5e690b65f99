import { OLD_EXCEL_MESSAGE, XlsxError, columnIndex, columnName, readXlsx } from './xlsx';
import { buildXlsx, buildZip } from './xlsxTestFiles';

// styles.xml: style 1 is the built-in date format 14, style 2 a custom yyyy-mm-dd, style 3 a
// custom time-only format (not a date), style 4 a number with "d" only inside quotes.
const STYLES = `<numFmts count="3">
  <numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/>
  <numFmt numFmtId="165" formatCode="[h]:mm:ss"/>
  <numFmt numFmtId="166" formatCode="0.00&quot; days&quot;"/>
</numFmts>
<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="166"/></cellXfs>`;

function readError(bytes: Uint8Array): string {
  try {
    readXlsx(bytes);
  } catch (error) {
    if (error instanceof XlsxError) return error.message;
    throw error;
  }
  throw new Error('readXlsx did not fail');
}

describe('readXlsx', () => {
  it('reads shared strings, inline strings, numbers, booleans and dates of the first sheet', () => {
    const bytes = buildXlsx({
      sharedStrings: ['Date', 'Symbol', 'Quantity', 'Price', 'VTI', 'A & B <C>'],
      styles: STYLES,
      sheets: [
        {
          name: 'Trades',
          rows: `
            <row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>
            <row r="2"><c r="A2" s="1"><v>45019</v></c><c r="B2" t="s"><v>4</v></c><c r="C2"><v>17</v></c><c r="D2"><v>204.34730000000002</v></c></row>
            <row r="4"><c r="A4" s="2"><v>45020.75</v></c><c r="B4" t="inlineStr"><is><t>BND</t></is></c><c r="C4"><v>-3</v></c><c r="E4" t="b"><v>1</v></c></row>
            <row r="5"><c r="A5"><v>45021</v></c><c r="B5" t="s"><v>5</v></c><c r="C5" s="3"><v>0.5</v></c><c r="D5" s="4"><v>2</v></c></row>
            <row r="6"><c r="A6" s="1"/><c r="B6" t="s"/></row>`,
        },
      ],
    });
    const sheet = readXlsx(bytes);
    expect(sheet.name).toBe('Trades');
    expect(sheet.sheetCount).toBe(1);
    // Row 3 does not exist and row 6 holds only empty styled cells: both are left out.
    expect(sheet.rowNumbers).toEqual([1, 2, 4, 5]);
    expect(sheet.rows).toEqual([
      ['Date', 'Symbol', 'Quantity', 'Price'],
      // A date-formatted serial becomes the date; a price loses its binary noise.
      ['2023-04-03', 'VTI', 17, 204.3473],
      // D4 is missing, so the row has a gap there.
      ['2023-04-04', 'BND', -3, '', 'TRUE'],
      // An unformatted serial and a time-only or quoted-"d" format stay numbers.
      [45021, 'A & B <C>', 0.5, 2],
    ]);
    expect(sheet.formulaCount).toBe(0);
    expect(sheet.cellProblems).toEqual([]);
  });

  it('uses the saved value of a formula and counts it, and reports a formula with no saved value by cell', () => {
    const bytes = buildXlsx({
      sheets: [
        {
          name: 'Sheet1',
          rows: `
            <row r="1"><c r="A1" t="inlineStr"><is><t>Quantity</t></is></c><c r="B1" t="inlineStr"><is><t>Symbol</t></is></c></row>
            <row r="2"><c r="A2"><f>10+7</f><v>17</v></c><c r="B2" t="str"><f>HYPERLINK("http://x","VTI")</f><v>VTI</v></c></row>
            <row r="3"><c r="A3"><f>A2*2</f></c><c r="B3" t="str"><f t="shared" si="0"/><v>BND</v></c></row>
            <row r="4"><c r="A4" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="B4" t="inlineStr"><is><t>X</t></is></c></row>`,
        },
      ],
    });
    const sheet = readXlsx(bytes);
    expect(sheet.rows).toEqual([
      ['Quantity', 'Symbol'],
      [17, 'VTI'],
      ['', 'BND'],
      ['', 'X'],
    ]);
    expect(sheet.formulaCount).toBe(5);
    expect(sheet.cellProblems).toEqual([
      {
        row: 3,
        column: 0,
        message:
          'Cell A3 has the formula =A2*2 but no saved result. Formulas are never calculated here: open the file in your spreadsheet program, save it, and import it again.',
      },
      { row: 4, column: 0, message: 'Cell A4 holds the error #DIV/0!.' },
    ]);
  });

  it('keeps a row whose only cell is a formula without a saved value, so its problem has a row', () => {
    const bytes = buildXlsx({
      sheets: [{ name: 'S', rows: '<row r="1"><c r="A1" t="inlineStr"><is><t>h</t></is></c></row><row r="2"><c r="A2"><f>NOW()</f></c></row>' }],
    });
    const sheet = readXlsx(bytes);
    expect(sheet.rowNumbers).toEqual([1, 2]);
    expect(sheet.cellProblems.map((p) => p.row)).toEqual([2]);
  });

  it('reads the first sheet of the workbook, wherever its file is, and says how many there are', () => {
    const bytes = buildXlsx({
      sheets: [
        { name: 'First', file: 'sheet2.xml', rows: '<row r="1"><c r="A1" t="inlineStr"><is><t>first</t></is></c></row>' },
        { name: 'Second', file: 'sheet1.xml', rows: '<row r="1"><c r="A1" t="inlineStr"><is><t>second</t></is></c></row>' },
      ],
    });
    const sheet = readXlsx(bytes);
    expect(sheet).toMatchObject({ name: 'First', sheetCount: 2, rows: [['first']] });
  });

  it('reads rich-text shared strings without their phonetic guides, and Office escapes', () => {
    const bytes = buildXlsx({
      sharedStringsXml: '<si><r><t>Nest</t></r><r><rPr><b/></rPr><t xml:space="preserve">lé SA</t></r><rPh sb="0" eb="1"><t>ネ</t></rPh></si><si><t>a_x000D_b</t></si><si/>',
      sheets: [{ name: 'S', rows: '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>9</v></c></row>' }],
    });
    const sheet = readXlsx(bytes);
    expect(sheet.rows).toEqual([['Nestlé SA', 'a\rb']]);
    expect(sheet.cellProblems).toEqual([{ row: 1, column: 3, message: 'Cell D1 refers to a shared string the workbook does not have.' }]);
  });

  it('counts dates of a 1904 workbook from 1904', () => {
    const bytes = buildXlsx({
      date1904: true,
      styles: STYLES,
      sheets: [{ name: 'S', rows: '<row r="1"><c r="A1" s="1"><v>43557</v></c><c r="B1" s="1"><v>999999</v></c></row>' }],
    });
    // 43557 days after 1904-01-01 is 2023-04-03; an out-of-range date stays a number.
    expect(readXlsx(bytes).rows).toEqual([['2023-04-03', 999999]]);
  });

  it('reads cells without references and elements with a namespace prefix', () => {
    const bytes = buildXlsx({
      sheets: [{ name: 'S', rows: '<x:row xmlns:x="urn:x"><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c><x:c><x:v>2</x:v></x:c></x:row><row><c><v>3</v></c></row>' }],
    });
    const sheet = readXlsx(bytes);
    expect(sheet.rows).toEqual([['a', 2], [3]]);
    expect(sheet.rowNumbers).toEqual([1, 2]);
  });

  it('reports its progress through a long sheet', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('');
    const fractions: number[] = [];
    readXlsx(buildXlsx({ sheets: [{ name: 'S', rows }] }), { onProgress: (f) => fractions.push(f) });
    expect(fractions.length).toBeGreaterThan(5);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(Math.max(...fractions)).toBeLessThanOrEqual(1);
  });

  it('refuses an old .xls workbook', () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(readError(xls)).toBe(OLD_EXCEL_MESSAGE);
  });

  it('refuses a damaged zip, a zip that is not a workbook and an OpenDocument spreadsheet', () => {
    const good = buildXlsx({ sheets: [{ name: 'S', rows: '<row r="1"><c r="A1"><v>1</v></c></row>' }] });
    expect(readError(good.slice(0, good.length - 40))).toBe(
      'The file looks like an XLSX workbook but cannot be opened: the archive is damaged or incomplete.',
    );
    expect(readError(buildZip({ 'readme.txt': 'hello' }))).toBe('This zip archive is not an XLSX workbook (it has no workbook part).');
    expect(readError(buildZip({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': '<x/>' }))).toBe(
      'OpenDocument spreadsheets (.ods) cannot be read. Save the file as .xlsx or CSV (UTF-8).',
    );
    expect(readError(new TextEncoder().encode('a,b\n1,2'))).toBe('The file is not an XLSX workbook.');
  });
});

describe('column references', () => {
  it('turns letters into indices and back', () => {
    expect([columnIndex('A1'), columnIndex('Z9'), columnIndex('AA10'), columnIndex('$AB$12'), columnIndex('1A')]).toEqual([0, 25, 26, 27, null]);
    expect([columnName(0), columnName(25), columnName(26), columnName(701), columnName(702)]).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });
});
