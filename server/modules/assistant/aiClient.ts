// One model call against an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama,
// llama.cpp's server, vLLM...) through the official SDK, streamed: content deltas are passed on
// as they arrive, tool-call deltas are put together by index, and the endpoint's usage report
// (stream_options.include_usage) is what the answer is billed.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';

export interface AiEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface ModelToolCall {
  id: string;
  name: string;
  /** As the model wrote them: JSON text, not checked yet. */
  arguments: string;
}

export interface ModelTurn {
  content: string;
  toolCalls: ModelToolCall[];
  /** null when the endpoint sent no usage report. */
  usage: { promptTokens: number; completionTokens: number } | null;
}

/** A call that failed: `timedOut` when it took longer than the endpoint's timeout. */
export class AiCallError extends Error {
  override name = 'AiCallError';
  constructor(
    message: string,
    readonly timedOut: boolean,
    readonly partial: ModelTurn,
  ) {
    super(message);
  }
}

/** Tool-call arguments kept per call: a model that streams more is cut (and told its JSON is bad). */
const MAX_ARGUMENT_CHARS = 8_000;

export function createAiClient(endpoint: AiEndpoint) {
  // Retries would call (and bill) the model again behind the user's back.
  const client = new OpenAI({ baseURL: endpoint.baseUrl, apiKey: endpoint.apiKey, timeout: endpoint.timeoutMs, maxRetries: 0 });

  return {
    model: endpoint.model,

    async complete(messages: ChatCompletionMessageParam[], tools: ChatCompletionTool[], onText: (delta: string) => void): Promise<ModelTurn> {
      const turn: ModelTurn = { content: '', toolCalls: [], usage: null };
      const byIndex = new Map<number, ModelToolCall>();
      // The SDK's timeout covers the wait for the response; this one the whole stream too.
      const abort = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, endpoint.timeoutMs);
      try {
        const stream = await client.chat.completions.create(
          { model: endpoint.model, messages, tools, stream: true, stream_options: { include_usage: true } },
          { signal: abort.signal },
        );
        for await (const chunk of stream) {
          if (chunk.usage) turn.usage = { promptTokens: chunk.usage.prompt_tokens ?? 0, completionTokens: chunk.usage.completion_tokens ?? 0 };
          const delta = chunk.choices?.[0]?.delta;
          if (!delta) continue;
          if (delta.content) {
            turn.content += delta.content;
            onText(delta.content);
          }
          for (const part of delta.tool_calls ?? []) {
            const call = byIndex.get(part.index) ?? { id: '', name: '', arguments: '' };
            if (part.id) call.id = part.id;
            if (part.function?.name) call.name += part.function.name;
            if (part.function?.arguments && call.arguments.length < MAX_ARGUMENT_CHARS) call.arguments += part.function.arguments.slice(0, MAX_ARGUMENT_CHARS - call.arguments.length);
            byIndex.set(part.index, call);
          }
        }
        // The SDK ends an aborted stream quietly, as if the model had finished.
        if (timedOut) throw new Error('timed out');
      } catch (error) {
        turn.toolCalls = [...byIndex.values()];
        if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) throw new AiCallError(`The model did not answer within ${endpoint.timeoutMs / 1000} seconds; what it wrote so far is kept. Try again later.`, true, turn);
        throw new AiCallError(describe(error), false, turn);
      } finally {
        clearTimeout(timer);
      }
      turn.toolCalls = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
      return turn;
    },
  };
}

export type AiClient = ReturnType<typeof createAiClient>;

/** What a user may read of an endpoint error: its status and the provider's message, no more. */
function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError && error.status) return `The model's endpoint answered ${error.status}: ${String(error.message).slice(0, 300)}`;
  if (error instanceof OpenAI.APIConnectionError) return 'The model\'s endpoint could not be reached.';
  return `The model's answer could not be read: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`;
}
