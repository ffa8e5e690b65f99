/**
 * The bytes of a dropped text file (CSV or XML) to text.
 *
 * - UTF-8 is read with a fatal decoder, so a damaged file is refused instead of silently turning
 *   characters into U+FFFD; a UTF-8 byte order mark is fine.
 * - UTF-16 (little or big endian) is read when the file starts with its byte order mark, as
 *   Excel's "Unicode Text" and some brokers' exports do.
 * - Otherwise, bytes that are clearly not UTF-8 (no valid multi-byte UTF-8 sequence anywhere, no
 *   byte that Windows-1252 leaves undefined, no control characters) are read as Windows-1252
 *   with a notice. Why not refuse: Excel for Windows saves "CSV (Comma delimited)" in the ANSI
 *   code page, Windows-1252 in Western locales, so refusing would send most Excel users back to
 *   re-save their file; and the fields an import reads (symbols, numbers, dates, codes) are ASCII
 *   in every legacy code page, so a file in another one (Windows-1250, say) could only misspell
 *   text, which the notice asks the user to check. A file that mixes valid UTF-8 with invalid
 *   bytes is damaged or concatenated from two encodings; that one is refused.
 * - NUL bytes mean a binary file (or UTF-16 without a byte order mark): refused.
 */
import { ImportFileError } from './ImportFileError';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** Set when the user should know how the file was read (the Windows-1252 fallback). */
  notice: string | null;
}

export const EMPTY_FILE_MESSAGE = 'The file is empty.';
export const WINDOWS_1252_NOTICE =
  'The file is not UTF-8, so it was read as Windows-1252 (Western European), the encoding Excel for Windows saves CSV in. Check names with accents or currency signs in the preview.';
const BINARY_MESSAGE =
  'The file holds binary data, not text. Import a CSV (UTF-8 or UTF-16 with a byte order mark), an Interactive Brokers Flex XML or an XLSX workbook.';
const UNKNOWN_ENCODING_MESSAGE =
  'The text encoding of the file cannot be recognised: it mixes UTF-8 with bytes that are not UTF-8, so it may be damaged. Save it again as CSV (UTF-8) and import that.';
const PDF_MESSAGE = 'This is a PDF document. Export the trades from your broker as CSV, XML or XLSX and import that file.';

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.length === 0) throw new ImportFileError(EMPTY_FILE_MESSAGE);

  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { text: decodeStrict('utf-8', bytes, 'UTF-8'), encoding: 'utf-8', notice: null };
  if (startsWith(bytes, [0xff, 0xfe])) return { text: decodeStrict('utf-16le', bytes, 'UTF-16'), encoding: 'utf-16le', notice: null };
  if (startsWith(bytes, [0xfe, 0xff])) return { text: decodeStrict('utf-16be', bytes, 'UTF-16'), encoding: 'utf-16be', notice: null };
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) throw new ImportFileError(PDF_MESSAGE);
  if (bytes.indexOf(0) !== -1) throw new ImportFileError(BINARY_MESSAGE);

  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', notice: null };
  } catch {
    // Not UTF-8: see the module comment for when Windows-1252 is a safe reading.
  }
  if (hasValidMultiByteUtf8(bytes) || !isPlausibleWindows1252(bytes)) throw new ImportFileError(UNKNOWN_ENCODING_MESSAGE);
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252', notice: WINDOWS_1252_NOTICE };
}

// The characters Windows-1252 puts at 0x80-0x9F (the undefined five never get here). Decoded by
// hand because some TextDecoder implementations (Node's, in tests) read the label as ISO-8859-1,
// which has control characters there instead of € and the curly quotes.
const HIGH_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

export function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? HIGH_1252.charCodeAt(byte - 0x80) : byte,
    );
    chunks.push(String.fromCharCode(...codes));
  }
  return chunks.join('');
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function decodeStrict(encoding: 'utf-8' | 'utf-16le' | 'utf-16be', bytes: Uint8Array, name: string): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(`The file starts with a ${name} byte order mark but holds bytes that are not ${name}, so it may be damaged. Save it again as CSV (UTF-8) and import that.`);
  }
}

/** Whether any two-to-four-byte UTF-8 sequence is well formed: then the file meant UTF-8. */
function hasValidMultiByteUtf8(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i += 1) {
    const lead = bytes[i] as number;
    if (lead < 0xc2 || lead > 0xf4) continue;
    const length = lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
    let valid = i + length <= bytes.length;
    for (let k = 1; valid && k < length; k += 1) valid = ((bytes[i + k] as number) & 0xc0) === 0x80;
    if (valid) return true;
  }
  return false;
}

// Bytes Windows-1252 assigns no character to, and control characters text files do not hold.
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function isPlausibleWindows1252(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (UNDEFINED_IN_1252.has(byte)) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  }
  return true;
}
