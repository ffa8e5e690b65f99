// Builds small XLSX workbooks from XML strings for tests, so that no binary fixture is kept.
import { strToU8, zipSync } from 'fflate';

export interface TestSheet {
  name: string;
  /** The <sheetData> content: <row> elements. */
  rows: string;
  /** The file name under xl/worksheets/ (tests can put the first sheet in sheet2.xml). */
  file?: string;
}

export interface TestWorkbook {
  sheets: TestSheet[];
  sharedStrings?: string[];
  /** Raw <si> elements, for rich text; used instead of `sharedStrings` when given. */
  sharedStringsXml?: string;
  /** The <numFmts> and <cellXfs> elements of styles.xml. */
  styles?: string;
  date1904?: boolean;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function buildXlsx(workbook: TestWorkbook): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const put = (path: string, xml: string) => {
    files[path] = strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`);
  };
  put('[Content_Types].xml', `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`);
  put('_rels/.rels', `<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);

  const sheetRels = workbook.sheets.map((sheet, i) => {
    const file = sheet.file ?? `sheet${i + 1}.xml`;
    put(`xl/worksheets/${file}`, `<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>${sheet.rows}</sheetData></worksheet>`);
    return `<Relationship Id="rIdSheet${i + 1}" Type="${REL}/worksheet" Target="worksheets/${file}"/>`;
  });
  const otherRels = [`<Relationship Id="rIdStyles" Type="${REL}/styles" Target="styles.xml"/>`];
  if (workbook.sharedStrings || workbook.sharedStringsXml) {
    const items = workbook.sharedStringsXml ?? (workbook.sharedStrings ?? []).map((s) => `<si><t xml:space="preserve">${escape(s)}</t></si>`).join('');
    put('xl/sharedStrings.xml', `<sst xmlns="${MAIN}">${items}</sst>`);
    otherRels.push(`<Relationship Id="rIdStrings" Type="${REL}/sharedStrings" Target="/xl/sharedStrings.xml"/>`);
  }
  put('xl/styles.xml', `<styleSheet xmlns="${MAIN}">${workbook.styles ?? '<cellXfs count="1"><xf numFmtId="0"/></cellXfs>'}</styleSheet>`);
  put('xl/_rels/workbook.xml.rels', `<Relationships xmlns="${PACKAGE_REL}">${[...sheetRels, ...otherRels].join('')}</Relationships>`);
  const sheetElements = workbook.sheets.map((sheet, i) => `<sheet name="${escape(sheet.name)}" sheetId="${i + 1}" r:id="rIdSheet${i + 1}"/>`).join('');
  put(
    'xl/workbook.xml',
    `<workbook xmlns="${MAIN}" xmlns:r="${REL}">${workbook.date1904 ? '<workbookPr date1904="1"/>' : '<workbookPr/>'}<sheets>${sheetElements}</sheets></workbook>`,
  );
  return zipSync(files);
}

/** A zip of arbitrary files (for archives that are not workbooks). */
export function buildZip(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));
}
