/**
 * An answer's text as blocks to render safely (as React elements, never as HTML): paragraphs
 * (blank-line separated, single line breaks kept), "- " or "* " lists and **bold**, the little
 * Markdown models write. Where a figure's value occurs in the text, its first occurrence is a
 * figure part, which the panel links to the figure's screen.
 */
import type { AssistantFigure_FigureFragment } from '../../generated/graphql';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; parts: Inline[] }
  | { kind: 'figure'; text: string; figure: AssistantFigure_FigureFragment };

/** A line of inline parts. */
export type Line = Inline[];

export type Block = { kind: 'paragraph'; lines: Line[] } | { kind: 'list'; items: Line[] };

const LIST_ITEM = /^\s*[-*]\s+(.*)$/;
const BOLD = /\*\*(.+?)\*\*/g;
const WORD = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;

/**
 * Whether `value` at `at` stands on its own: not inside a word or a longer number ("5" in "15",
 * or in "1.5" and "5.25").
 */
function standsAlone(text: string, at: number, length: number): boolean {
  const before = text[at - 1] ?? '';
  const after = text[at + length] ?? '';
  if (WORD.test(before) || WORD.test(after)) return false;
  if ((before === '.' || before === ',') && DIGIT.test(text[at - 2] ?? '')) return false;
  if ((after === '.' || after === ',') && DIGIT.test(text[at + length + 1] ?? '')) return false;
  return true;
}

/** The earliest standalone occurrence of a figure not yet linked; the longer value wins a tie. */
function nextFigure(text: string, figures: readonly AssistantFigure_FigureFragment[], linked: Set<string>) {
  let best: { at: number; figure: AssistantFigure_FigureFragment } | null = null;
  for (const figure of figures) {
    if (figure.value === '' || linked.has(figure.value)) continue;
    for (let at = text.indexOf(figure.value); at !== -1; at = text.indexOf(figure.value, at + 1)) {
      if (!standsAlone(text, at, figure.value.length)) continue;
      if (!best || at < best.at || (at === best.at && figure.value.length > best.figure.value.length)) best = { at, figure };
      break;
    }
  }
  return best;
}

function withFigures(text: string, figures: readonly AssistantFigure_FigureFragment[], linked: Set<string>): Inline[] {
  const parts: Inline[] = [];
  let rest = text;
  for (let found = nextFigure(rest, figures, linked); found; found = nextFigure(rest, figures, linked)) {
    if (found.at > 0) parts.push({ kind: 'text', text: rest.slice(0, found.at) });
    parts.push({ kind: 'figure', text: found.figure.value, figure: found.figure });
    linked.add(found.figure.value);
    rest = rest.slice(found.at + found.figure.value.length);
  }
  if (rest) parts.push({ kind: 'text', text: rest });
  return parts;
}

function inline(text: string, figures: readonly AssistantFigure_FigureFragment[], linked: Set<string>): Line {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    parts.push(...withFigures(text.slice(last, match.index), figures, linked));
    parts.push({ kind: 'bold', parts: withFigures(match[1] ?? '', figures, linked) });
    last = match.index + match[0].length;
  }
  parts.push(...withFigures(text.slice(last), figures, linked));
  return parts;
}

export function answerBlocks(content: string, figures: readonly AssistantFigure_FigureFragment[] = []): Block[] {
  const linked = new Set<string>();
  const blocks: Block[] = [];
  for (const chunk of content.split(/\n\s*\n/)) {
    let current = null as Block | null;
    for (const raw of chunk.split('\n')) {
      if (raw.trim() === '') continue;
      const item = LIST_ITEM.exec(raw);
      const kind = item ? 'list' : 'paragraph';
      if (current?.kind !== kind) {
        current = kind === 'list' ? { kind, items: [] } : { kind, lines: [] };
        blocks.push(current);
      }
      if (current.kind === 'list') current.items.push(inline(item?.[1] ?? '', figures, linked));
      else current.lines.push(inline(raw.trim(), figures, linked));
    }
  }
  return blocks;
}

/** "portfolio_summary" → "portfolio summary": a tool's name as a chip says it. */
export function humanToolName(name: string): string {
  return name.replace(/[_-]+/g, ' ').trim();
}
