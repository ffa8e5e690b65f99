// A small RFC 4180 reader for the ECB's csvdata answers. Their descriptive columns (TITLE_COMPL
// and others) hold quoted text with commas, so splitting lines on ',' would shift every later
// column. Kept strict about quotes: a half-quoted answer is a broken answer, not data.

/** The text is not valid CSV (an unterminated quote, or text after a closing quote). */
export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
}

const BOM = '\uFEFF';

/**
 * The records of `text`, each a list of raw field values (quotes removed, doubled quotes
 * undone). Accepts LF, CRLF and CR line ends and newlines inside quoted fields. Blank lines are
 * left out: they carry no record, and a trailing newline must not add an empty one.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let inQuotes = false;
  let afterClosingQuote = false;

  const endField = (): void => {
    fields.push(field);
    field = '';
    quoted = false;
    afterClosingQuote = false;
  };
  const endRecord = (): void => {
    const blank = fields.length === 0 && field === '' && !quoted;
    endField();
    if (!blank) records.push(fields);
    fields = [];
  };

  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (inQuotes) {
      if (char !== '"') {
        field += char;
      } else if (source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else {
        inQuotes = false;
        afterClosingQuote = true;
      }
      continue;
    }
    if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
    } else if (afterClosingQuote) {
      throw new CsvSyntaxError(`text after a closing quote at offset ${i}`);
    } else if (char === '"' && field === '' && !quoted) {
      inQuotes = true;
      quoted = true;
    } else {
      // A quote inside an unquoted field is not RFC 4180, but its meaning is unambiguous.
      field += char;
    }
  }
  if (inQuotes) throw new CsvSyntaxError('unterminated quoted field');
  endRecord();
  return records;
}
