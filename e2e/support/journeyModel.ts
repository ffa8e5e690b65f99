// The model behind the browser journeys' assistant: the scripted OpenAI-compatible double
// (server/test/openAiDouble.ts) answering from the request alone, since a journey runs in another
// process than the global setup that starts it. A question calls the tool its words point to; the
// tool's result is then written back as a sentence in pieces, quoting the figure exactly as the
// tool's figures write it, so the panel links it.
import type { RecordedRequest, Reply } from '../../server/test/openAiDouble';

/** Tokens each call reports: enough for a journey to see the balance go down. */
export const JOURNEY_USAGE = { prompt: 1200, completion: 40 };
/** A pause before each streamed piece, so a journey can watch the answer being written. */
const PIECE_MS = 250;

const money = (value: number, currency: string) => `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** What a journey asks to have recorded: the model drafts it (no tool writes). */
export const JOURNEY_DRAFT = { type: 'Buy', ticker: 'VTI', date: '2024-03-01', shares: 5, price: 200, currency: 'USD' } as const;

function toolFor(question: string): { name: string; arguments: string } {
  const call = (name: string, args: object = {}) => ({ name, arguments: JSON.stringify(args) });
  if (/record|bought/i.test(question)) return call('draft_transaction', JOURNEY_DRAFT);
  if (/largest|biggest/i.test(question)) return call('holdings');
  if (/dividend/i.test(question)) return call('dividends');
  if (/goal/i.test(question)) return call('goal_progress');
  return call('portfolio_summary');
}

interface ToolContent {
  draft?: { shares: number; price: number; currency: string };
  currency?: string;
  holdings?: { ticker: string; marketValue: number | null }[];
  marketValue?: number | null;
  receivedNet?: number;
  year?: number;
  goal?: number;
  leftToGoal?: number;
}

function sentenceFor(content: ToolContent): string[] {
  const currency = content.currency ?? 'USD';
  const { draft } = content;
  if (draft) return ['I drafted it: ', `${money(draft.shares * draft.price, draft.currency)}. `, 'Nothing is saved until you confirm it in Add transactions.'];
  const [top] = content.holdings ?? [];
  if (top) return ['Your largest holding ', `is ${top.ticker}, `, `worth ${money(top.marketValue ?? 0, currency)}.`];
  if (content.receivedNet !== undefined) return ['You received ', `${money(content.receivedNet, currency)} `, `in dividends in ${content.year ?? ''}.`];
  if (content.leftToGoal !== undefined) return ['You need ', `${money(content.leftToGoal, currency)} `, 'more to reach your goal.'];
  if (content.marketValue !== undefined && content.marketValue !== null) return ['Your holdings ', 'are worth ', `${money(content.marketValue, currency)}.`];
  return ['I could not find that ', 'in your figures.'];
}

export function journeyModel(request: RecordedRequest): Reply {
  const last = request.messages.at(-1);
  if (last?.role === 'tool') {
    let content: ToolContent = {};
    try {
      content = JSON.parse(last.content ?? '{}') as ToolContent;
    } catch {
      // A cut result is answered as if empty.
    }
    return { text: sentenceFor(content), chunkDelayMs: PIECE_MS, usage: JOURNEY_USAGE };
  }
  return { toolCalls: [toolFor(last?.content ?? '')], usage: JOURNEY_USAGE };
}
