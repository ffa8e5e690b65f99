// A JSON value that is already text (a cached answer, built once): the response carries the text
// as it is, instead of the server parsing it into objects and serialising them again on every
// request. A resolver of a JSON field returns a RawJson; responses serialised with
// `stringifyWithRawJson` (every HTTP answer, see responseCeiling) splice the text in, and any
// other serialisation still gets the right value, only slower (toJSON parses the text).
import { randomUUID } from 'node:crypto';

// Stands for a raw text while the rest of the answer is serialised: unguessable, so no string of
// user data can be mistaken for it, and made of characters JSON.stringify writes as they are.
const MARK = `raw-json-${randomUUID()}-`;
const MARKED = new RegExp(`"${MARK}(\\d+)"`, 'g');

/** The texts of the RawJson values met by the serialisation under way, if it splices. */
let splicing: string[] | null = null;

export class RawJson {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    if (!splicing) return JSON.parse(this.text);
    splicing.push(this.text);
    return `${MARK}${splicing.length - 1}`;
  }
}

/** JSON.stringify, with each RawJson's text in place. */
export function stringifyWithRawJson(value: unknown): string {
  const outer = splicing;
  const texts: string[] = [];
  splicing = texts;
  try {
    const text = JSON.stringify(value);
    return texts.length === 0 ? text : text.replace(MARKED, (_, index: string) => texts[Number(index)]!);
  } finally {
    splicing = outer;
  }
}
