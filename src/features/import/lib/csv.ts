/**
 * RFC 4180 CSV reader for broker exports. It runs in the import Web Worker, so it is plain
 * TypeScript, and it walks the text once: unquoted fields are sliced out, quoted ones jump from
 * quote to quote with indexOf, which keeps a 100,000-row file well under a second.
 */

export interface CsvTable {
  header: string[];
  rows: string[][];
  /** 1-based line on which each row starts (rows can span lines and blank lines are skipped). */
  rowLines: number[];
}

/** A file that is not CSV at all; `line` is where the reader gave up, for the import preview. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

const QUOTE = 34; // "
const CR = 13;
const LF = 10;
const CANDIDATE_DELIMITERS = [',', ';', '\t'] as const;

export interface CsvOptions {
  /** Called with the share of the text read so far (0..1), about every 2% on long texts. */
  onProgress?: (fraction: number) => void;
}

// Records between progress checks: cheap enough to be invisible, often enough for a smooth bar.
const PROGRESS_EVERY = 1024;

export function parseCsv(text: string, { onProgress }: CsvOptions = {}): CsvTable {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const delimiter = detectDelimiter(text, start).charCodeAt(0);
  const records: string[][] = [];
  const recordLines: number[] = [];
  const n = text.length;
  let i = start;
  let line = 1;
  let reported = 0;
  // Where the next line breaks are, so a quoted field is searched for breaks only when one of
  // them falls inside it; both only move forward, which keeps the reader a single pass.
  let nextLf = -1;
  let nextCr = -1;
  const hasBreakBefore = (from: number, to: number): boolean => {
    if (nextLf !== n && nextLf < from) nextLf = indexOrEnd(text, '\n', from);
    if (nextCr !== n && nextCr < from) nextCr = indexOrEnd(text, '\r', from);
    return nextLf < to || nextCr < to;
  };

  while (i < n) {
    const recordLine = line;
    const record: string[] = [];
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        const quoteLine = line;
        i += 1;
        let chunkStart = i;
        value = '';
        for (;;) {
          const q = text.indexOf('"', i);
          if (q === -1) {
            throw new CsvSyntaxError(`Line ${quoteLine}: a quoted field is never closed.`, quoteLine);
          }
          if (hasBreakBefore(i, q)) line += countLineBreaks(text, i, q);
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(chunkStart, q + 1);
            i = q + 2;
            chunkStart = i;
          } else {
            value += text.slice(chunkStart, q);
            i = q + 1;
            break;
          }
        }
        // Lenient like spreadsheet programs: text after the closing quote (`"0.0" ()`) is kept.
        if (i < n && !isFieldEnd(text.charCodeAt(i), delimiter)) {
          const tailStart = i;
          while (i < n && !isFieldEnd(text.charCodeAt(i), delimiter)) i += 1;
          value += text.slice(tailStart, i);
        }
      } else {
        const fieldStart = i;
        while (i < n && !isFieldEnd(text.charCodeAt(i), delimiter)) i += 1;
        value = text.slice(fieldStart, i);
      }
      record.push(value);

      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === delimiter) {
        i += 1;
        // A delimiter at the very end of the text still opens one (empty) last field.
        if (i >= n) {
          record.push('');
          break;
        }
        continue;
      }
      // A line break (CRLF, LF or a lone CR) ends the record.
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line += 1;
      break;
    }
    if (!isBlank(record)) {
      records.push(record);
      recordLines.push(recordLine);
    }
    if (onProgress && records.length % PROGRESS_EVERY === 0 && i - reported >= n / 50) {
      reported = i;
      onProgress(i / n);
    }
  }

  const [header = [], ...rows] = records;
  return { header, rows, rowLines: recordLines.slice(1) };
}

/**
 * The delimiter is the candidate seen most often in the header line outside quotes; a file
 * with a single column has none, and then comma is as good as any.
 */
function detectDelimiter(text: string, start: number): string {
  const counts = new Map<string, number>();
  let inQuotes = false;
  let seenContent = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (ch === '"') {
      inQuotes = !inQuotes;
      seenContent = true;
    } else if (!inQuotes && (ch === '\n' || ch === '\r')) {
      // Leading blank lines are skipped by the reader, so they do not hold the header either.
      if (seenContent) break;
    } else if (!inQuotes && (CANDIDATE_DELIMITERS as readonly string[]).includes(ch)) {
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
      seenContent = true;
    } else if (ch.trim() !== '') {
      seenContent = true;
    }
  }
  let best: string = CANDIDATE_DELIMITERS[0];
  for (const candidate of CANDIDATE_DELIMITERS) {
    if ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate;
  }
  return best;
}

function indexOrEnd(text: string, search: string, from: number): number {
  const index = text.indexOf(search, from);
  return index === -1 ? text.length : index;
}

function isFieldEnd(c: number, delimiter: number): boolean {
  return c === delimiter || c === LF || c === CR;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i += 1) {
    const c = text.charCodeAt(i);
    if (c === LF) count += 1;
    else if (c === CR && text.charCodeAt(i + 1) !== LF) count += 1;
  }
  return count;
}

// Spreadsheet programs write empty lines as runs of delimiters; those are blank too.
function isBlank(record: readonly string[]): boolean {
  return record.every((field) => field.trim() === '');
}
