// A scripted OpenAI-compatible chat-completions server for the assistant's tests (never started by
// npm start or Jest's global setup: each test file starts its own, and the browser journeys' global
// setup one answering through e2e/support/journeyModel.ts). POST …/chat/completions streams
// Server-Sent Events as the script says: content deltas, tool calls (split into argument pieces as
// real endpoints send them), the usage report; or it stalls past the caller's timeout, fails with a
// status, or answers whatever a function makes of the request (a model that loops on tools).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedToolCall {
  name: string;
  /** Sent as is: malformed JSON is a test of the caller. */
  arguments: string;
  id?: string;
}

export type Reply =
  | {
      text?: string[];
      toolCalls?: ScriptedToolCall[];
      /** null: no usage report at all. Default 100 prompt and 20 completion tokens. */
      usage?: { prompt: number; completion: number } | null;
      /** A pause before each chunk, to watch the stream arrive in order. */
      chunkDelayMs?: number;
      /** After this many chunks, the stream stalls (the caller's timeout must end it). */
      stallAfterChunks?: number;
      /** The stream starts once this settles: answers kept in flight for as long as a test needs. */
      hold?: Promise<void>;
    }
  | { status: number; message: string };

export interface RecordedRequest {
  model: string;
  messages: { role: string; content: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }[];
  tools: { function: { name: string } }[];
  stream: boolean;
  stream_options?: { include_usage?: boolean };
  authorization: string | undefined;
}

export interface OpenAiDouble {
  /** The base URL to give AI_BASE_URL (…/v1). */
  url: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; when none is queued, `fallback` answers. */
  script(...replies: Reply[]): void;
  /** How requests are answered once the script is used up (default: the text "OK"). */
  fallback: (request: RecordedRequest) => Reply;
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_USAGE = { prompt: 100, completion: 20 };

export async function startOpenAiDouble(): Promise<OpenAiDouble> {
  const queue: Reply[] = [];
  const open = new Set<http.ServerResponse>();
  const double: OpenAiDouble = {
    url: '',
    requests: [],
    script: (...replies) => void queue.push(...replies),
    fallback: () => ({ text: ['OK'] }),
    reset() {
      queue.length = 0;
      double.requests.length = 0;
      double.fallback = () => ({ text: ['OK'] });
    },
    close: async () => {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      const recorded = { ...(JSON.parse(body) as Omit<RecordedRequest, 'authorization'>), authorization: request.headers.authorization };
      double.requests.push(recorded);
      const reply = queue.shift() ?? double.fallback(recorded);
      if ('status' in reply) {
        response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: reply.message, type: 'server_error' } }));
        return;
      }
      open.add(response);
      response.on('close', () => open.delete(response));
      void stream(response, recorded.model, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return double;
}

async function stream(response: http.ServerResponse, model: string, reply: Exclude<Reply, { status: number }>): Promise<void> {
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) => ({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices, ...extra });
  const chunks: unknown[] = [chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }])];
  for (const text of reply.text ?? []) chunks.push(chunk([{ index: 0, delta: { content: text }, finish_reason: null }]));
  for (const [index, call] of (reply.toolCalls ?? []).entries()) {
    chunks.push(chunk([{ index: 0, delta: { tool_calls: [{ index, id: call.id ?? `call_${index}_${id}`, type: 'function', function: { name: call.name, arguments: '' } }] }, finish_reason: null }]));
    // Arguments arrive in pieces, as real endpoints send them.
    const half = Math.ceil(call.arguments.length / 2);
    for (const piece of [call.arguments.slice(0, half), call.arguments.slice(half)]) {
      if (piece) chunks.push(chunk([{ index: 0, delta: { tool_calls: [{ index, function: { arguments: piece } }] }, finish_reason: null }]));
    }
  }
  chunks.push(chunk([{ index: 0, delta: {}, finish_reason: reply.toolCalls?.length ? 'tool_calls' : 'stop' }]));
  const usage = reply.usage === undefined ? DEFAULT_USAGE : reply.usage;
  if (usage) chunks.push(chunk([], { usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion } }));

  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  await reply.hold;
  for (const [i, data] of chunks.entries()) {
    if (reply.stallAfterChunks !== undefined && i >= reply.stallAfterChunks) return; // left open: the caller times out
    if (reply.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
    if (response.destroyed) return;
    response.write(`data: ${JSON.stringify(data)}\n\n`);
  }
  response.end('data: [DONE]\n\n');
}
