// One raw POST to /graphql for the attacks of the isolation phase (the body may be anything, JSON
// or not), with how the server answered and how long it took.
import http from 'node:http';

export interface Answer {
  status: number;
  /** The first GraphQL error's code and message, when the body is GraphQL's shape. */
  code: string | null;
  message: string | null;
  ms: number;
}

export function post(url: string, body: string, headers: Record<string, string> = {}, options: { localAddress?: string; agent?: http.Agent } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, localAddress: options.localAddress, agent: options.agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let first: { message?: string; extensions?: { code?: string } } | undefined;
          try {
            first = (JSON.parse(text) as { errors?: (typeof first)[] }).errors?.[0];
          } catch {
            first = undefined;
          }
          resolve({ status: response.statusCode ?? 0, code: first?.extensions?.code ?? null, message: first?.message ?? null, ms: performance.now() - started });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
