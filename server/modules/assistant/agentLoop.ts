// One answer: the model is called at most maxSteps times; each call's tool calls run against the
// user's own data and go back to it as tool messages, until it answers in text. Every call is
// debited (its own ledger source, so nothing twice) before the next one starts, and the balance
// is checked before each call. Whatever happens, the loop ends with one 'done' or 'error' event
// and the message stored with that status.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import type { DataOwner } from '../../auth/tokenVerifier';
import type { AssistantFigure, AssistantToolCall } from '../../db/schema';
import type { AiClient, ModelTurn } from './aiClient';
import { AiCallError } from './aiClient';
import type { AssistantRepository } from './assistant.repository';
import { parseArguments, toolDeclarations, type ToolResult, type Tools } from './assistantTools';
import { TOP_UP_ROUTE, type FigureLinks } from './figureLinks';

export interface AnswerEvent {
  kind: 'started' | 'text' | 'tool' | 'done' | 'error';
  conversation_Id: string;
  message_Id: string;
  userMessage_Id?: string | null;
  text?: string | null;
  tool?: AssistantToolCall | null;
  figures?: AssistantFigure[] | null;
  promptTokens?: number | null;
  completionTokens?: number | null;
  balance?: number | null;
  status?: 'streaming' | 'done' | 'failed' | 'refused' | null;
  error?: string | null;
  topUpLink?: string | null;
}

export interface LoopDeps {
  repository: AssistantRepository;
  client: AiClient;
  tools: Tools;
  maxSteps: number;
  /** The user's balance, or null when billing is off (nothing is metered). */
  balance: (uid: string) => Promise<number | null>;
  links: () => Promise<FigureLinks>;
  logger?: Pick<Logger, 'warn' | 'error'>;
}

/** Tool calls one model turn may make; more are answered with an error, not run. */
const MAX_TOOL_CALLS_PER_STEP = 8;
/** A tool result past this is cut: the model's context (and the user's tokens) are finite. */
const MAX_TOOL_RESULT_CHARS = 16_000;
/** Figures one answer links at most. */
const MAX_FIGURES = 30;

export const SPENT = `Your agent-token balance is spent. Top up on the token top-up page (${TOP_UP_ROUTE}) to keep asking.`;
export const RAN_OUT = `Your agent-token balance ran out during this answer, so it stopped here; the tokens used so far were debited. Top up on the token top-up page (${TOP_UP_ROUTE}) to keep asking.`;
export const stepBound = (steps: number) => `The assistant stopped after ${steps} model calls without a final answer. Try a narrower question.`;

/** Estimated tokens of a call whose endpoint sent no usage report (about four characters a token), so no call is free. */
function estimatedUsage(messages: ChatCompletionMessageParam[], turn: ModelTurn) {
  const promptChars = JSON.stringify(messages).length;
  const completionChars = turn.content.length + turn.toolCalls.reduce((sum, call) => sum + call.name.length + call.arguments.length, 0);
  return { promptTokens: Math.ceil(promptChars / 4), completionTokens: Math.ceil(completionChars / 4) };
}

const summaryOf = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

export async function runAnswer(
  deps: LoopDeps,
  owner: DataOwner,
  ids: { conversationId: string; messageId: string },
  messages: ChatCompletionMessageParam[],
  emit: (event: AnswerEvent) => void,
): Promise<void> {
  const { repository, client, tools, maxSteps } = deps;
  const base = { conversation_Id: ids.conversationId, message_Id: ids.messageId };
  const declarations = toolDeclarations(tools);
  const toolCalls: AssistantToolCall[] = [];
  const figures = new Map<string, AssistantFigure>();
  const used = { promptTokens: 0, completionTokens: 0 };
  let content = '';

  const finish = async (status: 'done' | 'failed' | 'refused', error: string | null, topUp = false) => {
    await repository.finishMessage(owner.uid, ids.messageId, { content, toolCalls, figures: [...figures.values()], status, error });
    const balance = await deps.balance(owner.uid);
    emit({
      ...base,
      kind: status === 'done' ? 'done' : 'error',
      status,
      error,
      figures: [...figures.values()],
      ...used,
      balance,
      topUpLink: topUp ? TOP_UP_ROUTE : null,
    });
  };

  const runTool = async (name: string, raw: string): Promise<{ content: unknown; result?: ToolResult }> => {
    const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
    if (!tool) return { content: { error: `There is no tool named "${summaryOf(name)}". The tools are: ${Object.keys(tools).join(', ')}. None of them writes.` } };
    const parsed = parseArguments(tool, raw);
    if (!parsed.ok) return { content: { error: parsed.error } };
    try {
      const result = await tool.run(owner, parsed.value, await deps.links());
      return { content: result.content, result };
    } catch (error) {
      // The API's own refusals ("Portfolio does not exist!") are the model's to read; anything else is ours.
      const code = (error as { extensions?: { code?: string } }).extensions?.code;
      if (code && code !== 'INTERNAL_SERVER_ERROR') return { content: { error: (error as Error).message } };
      deps.logger?.error({ err: error instanceof Error ? error.message : String(error), tool: name }, 'assistant: a tool failed');
      return { content: { error: 'The tool failed; try again later.' } };
    }
  };

  try {
    for (let step = 1; step <= maxSteps; step++) {
      const balance = await deps.balance(owner.uid);
      if (balance !== null && balance <= 0) return await (step === 1 ? finish('refused', SPENT, true) : finish('failed', RAN_OUT, true));

      let turn: ModelTurn;
      try {
        turn = await client.complete(messages, declarations, (delta) => {
          content += delta;
          emit({ ...base, kind: 'text', text: delta });
        });
      } catch (error) {
        if (!(error instanceof AiCallError)) throw error;
        return await finish('failed', error.message);
      }
      const usage = turn.usage ?? estimatedUsage(messages, turn);
      if (!turn.usage) deps.logger?.warn({ model: client.model }, 'assistant: the endpoint sent no usage report; tokens were estimated');
      // Debited before anything else happens: an answer is never released with a call unpaid.
      if (await repository.debit(owner.uid, ids.messageId, `assistant:${ids.messageId}:${step}`, usage, balance !== null)) {
        used.promptTokens += usage.promptTokens;
        used.completionTokens += usage.completionTokens;
      }

      if (turn.toolCalls.length === 0) return await finish('done', null);
      if (step === maxSteps) return await finish('failed', stepBound(maxSteps));

      messages.push({ role: 'assistant', content: turn.content || null, tool_calls: turn.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })) });
      for (const [i, call] of turn.toolCalls.entries()) {
        const outcome = i < MAX_TOOL_CALLS_PER_STEP ? await runTool(call.name, call.arguments) : { content: { error: `At most ${MAX_TOOL_CALLS_PER_STEP} tool calls at once.` } };
        let text = JSON.stringify(outcome.content);
        if (text.length > MAX_TOOL_RESULT_CHARS) text = JSON.stringify({ truncated: true, part: text.slice(0, MAX_TOOL_RESULT_CHARS) });
        messages.push({ role: 'tool', tool_call_id: call.id, content: text });
        const error = (outcome.content as { error?: string }).error;
        const used: AssistantToolCall = { name: summaryOf(call.name), arguments: call.arguments.slice(0, 2_000), summary: outcome.result?.summary ?? `Error: ${error ?? 'unknown'}` };
        toolCalls.push(used);
        for (const figure of outcome.result?.figures ?? []) if (figures.size < MAX_FIGURES) figures.set(`${figure.label}\u0000${figure.value}`, figure);
        emit({ ...base, kind: 'tool', tool: used });
      }
      // Text the model wrote beside its tool calls is kept; the final answer follows on a new line.
      if (content && !content.endsWith('\n')) {
        content += '\n\n';
        emit({ ...base, kind: 'text', text: '\n\n' });
      }
    }
  } catch (error) {
    deps.logger?.error({ err: error instanceof Error ? error.message : String(error) }, 'assistant: the answer failed');
    await finish('failed', 'The answer failed on our side; nothing more was debited. Try again.').catch(() => undefined);
  }
}
