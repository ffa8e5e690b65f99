import { EMPTY_FILE_MESSAGE, WINDOWS_1252_NOTICE, decodeText, decodeWindows1252 } from './decodeText';
import { ImportFileError } from './ImportFileError';

const bytes = (...values: (number | string)[]): Uint8Array =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...new TextEncoder().encode(value)] : [value])));

function refusal(input: Uint8Array): string {
  try {
    decodeText(input);
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
  throw new Error('decoded');
}

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte order mark', () => {
    expect(decodeText(bytes('Nestlé,€'))).toEqual({ text: 'Nestlé,€', encoding: 'utf-8', notice: null });
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, 'a,b'))).toEqual({ text: 'a,b', encoding: 'utf-8', notice: null });
  });

  it('reads UTF-16 with a byte order mark', () => {
    expect(decodeText(bytes(0xff, 0xfe, 0x41, 0, 0xac, 0x20))).toMatchObject({ text: 'A€', encoding: 'utf-16le' });
    expect(decodeText(bytes(0xfe, 0xff, 0, 0x41, 0x20, 0xac))).toMatchObject({ text: 'A€', encoding: 'utf-16be' });
  });

  it('falls back to Windows-1252 only for bytes that are clearly not UTF-8, with a notice', () => {
    expect(decodeText(bytes('Nestl', 0xe9, ' ', 0x80, ' ', 0x93, 'q', 0x94))).toEqual({
      text: 'Nestlé € “q”',
      encoding: 'windows-1252',
      notice: WINDOWS_1252_NOTICE,
    });
  });

  it('refuses a file mixing valid UTF-8 with invalid bytes, and bytes Windows-1252 does not define', () => {
    const message = /^The text encoding of the file cannot be recognised/;
    expect(refusal(bytes('Nestlé ', 0xe9, ' x'))).toMatch(message);
    expect(refusal(bytes('a', 0x81, 'b', 0xe9))).toMatch(message);
    expect(refusal(bytes('a', 0x01, 'b', 0xe9))).toMatch(message);
  });

  it('refuses empty and binary files and a byte order mark that lies', () => {
    expect(refusal(new Uint8Array())).toBe(EMPTY_FILE_MESSAGE);
    expect(refusal(bytes('a,b', 0, 'c'))).toMatch(/^The file holds binary data/);
    expect(refusal(bytes(0xef, 0xbb, 0xbf, 'a', 0xe9))).toBe(
      'The file starts with a UTF-8 byte order mark but holds bytes that are not UTF-8, so it may be damaged. Save it again as CSV (UTF-8) and import that.',
    );
  });

  it('decodes long Windows-1252 texts in chunks', () => {
    const long = new Uint8Array(20_000).fill(0x80);
    expect(decodeWindows1252(long)).toBe('€'.repeat(20_000));
  });
});
