// Just enough of an XML tokenizer to find elements by name and read their attributes: the import
// runs in a Web Worker, which has no DOMParser. Comments, CDATA, processing instructions and
// end tags are skipped; a malformed document throws XmlSyntaxError naming the line.

export class XmlSyntaxError extends Error {}

export interface XmlScan {
  /** Attributes of every element with a wanted name, in document order. */
  elements: Map<string, string>[];
  /** The name of each of `elements`, at the same index. */
  elementNames: string[];
  /** Every element name seen, to tell a Flex file from other XML. */
  names: Set<string>;
  /** How many elements of each name the document has (of every name, wanted or not). */
  counts: Map<string, number>;
}

export function scanXml(text: string, wanted: string | readonly string[], onProgress?: (fraction: number) => void): XmlScan {
  const wantedNames = new Set(typeof wanted === 'string' ? [wanted] : wanted);
  const elements: Map<string, string>[] = [];
  const elementNames: string[] = [];
  const counts = new Map<string, number>();
  const n = text.length;
  let i = 0;
  let tagsRead = 0;
  let reported = 0;
  const fail = (at: number, what: string): never => {
    const line = text.slice(0, at).split('\n').length;
    throw new XmlSyntaxError(`The XML is malformed at line ${line}: ${what}.`);
  };
  const skipPast = (from: number, terminator: string, what: string): number => {
    const end = text.indexOf(terminator, from);
    return end === -1 ? fail(from, `${what} is never closed`) : end + terminator.length;
  };

  for (;;) {
    const lt = text.indexOf('<', i);
    if (lt === -1) break;
    // About every 2% of a long document (checked every 1024 tags, which is cheap).
    tagsRead += 1;
    if (onProgress && (tagsRead & 1023) === 0 && lt - reported >= n / 50) {
      reported = lt;
      onProgress(lt / n);
    }
    if (text.startsWith('<!--', lt)) i = skipPast(lt + 4, '-->', 'a comment');
    else if (text.startsWith('<![CDATA[', lt)) i = skipPast(lt + 9, ']]>', 'a CDATA section');
    else if (text.startsWith('<?', lt)) i = skipPast(lt + 2, '?>', 'a processing instruction');
    else if (text.startsWith('<!', lt) || text.startsWith('</', lt)) i = skipPast(lt + 2, '>', 'a tag');
    else {
      let j = lt + 1;
      while (j < n && !/[\s/>]/.test(text[j] as string)) j += 1;
      const name = text.slice(lt + 1, j);
      if (name === '') fail(lt, 'a "<" that starts no tag');
      counts.set(name, (counts.get(name) ?? 0) + 1);
      const attributes = new Map<string, string>();
      // Attributes are read for every element: a quoted value may contain ">".
      for (;;) {
        while (j < n && /\s/.test(text[j] as string)) j += 1;
        if (j >= n) fail(lt, `the <${name}> tag is never closed`);
        if (text[j] === '>') {
          j += 1;
          break;
        }
        if (text.startsWith('/>', j)) {
          j += 2;
          break;
        }
        const nameStart = j;
        while (j < n && !/[\s=/>]/.test(text[j] as string)) j += 1;
        const attribute = text.slice(nameStart, j);
        while (j < n && /\s/.test(text[j] as string)) j += 1;
        if (attribute === '' || text[j] !== '=') fail(j, `an attribute of <${name}> has no value`);
        j += 1;
        while (j < n && /\s/.test(text[j] as string)) j += 1;
        const quote = text[j];
        if (quote !== '"' && quote !== "'") fail(j, `the ${attribute} value of <${name}> is not quoted`);
        const end = text.indexOf(quote as string, j + 1);
        if (end === -1) fail(j, `the ${attribute} value of <${name}> is never closed`);
        attributes.set(attribute, decodeEntities(text.slice(j + 1, end)));
        j = end + 1;
      }
      if (wantedNames.has(name)) {
        elements.push(attributes);
        elementNames.push(name);
      }
      i = j;
    }
  }
  return { elements, elementNames, names: new Set(counts.keys()), counts };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (entity, body: string) => {
    if (!body.startsWith('#')) return ENTITIES[body] ?? entity;
    const code = body.startsWith('#x') ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
