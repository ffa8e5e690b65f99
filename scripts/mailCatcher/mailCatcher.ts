// A local mail catcher for development, tests and CI (MAIL=local): an SMTP server that keeps what
// it is sent in memory, and a page listing it (GET / in a browser, GET /messages as JSON,
// DELETE /messages to empty it). The server sends through nodemailer as it would to any SMTP
// server; nothing leaves the machine.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  readonly from: string;
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
  readonly receivedAt: string;
}

export interface MailCatcher {
  /** host:port of the SMTP side. */
  readonly smtpHost: string;
  /** The page listing what was caught, e.g. http://127.0.0.1:8025 */
  readonly url: string;
  messages(): readonly CaughtMail[];
  close(): Promise<void>;
}

/** Messages kept: the oldest go first, so a long-running development server stays small. */
const MAX_MESSAGES = 500;
const MAX_MESSAGE_BYTES = 1 << 20;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(messages: readonly CaughtMail[]): string {
  const items = [...messages]
    .reverse()
    .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p><small>${escapeHtml(m.receivedAt)} · to ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)}</small></p><pre>${escapeHtml(m.text)}</pre></article>`)
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Mail catcher</title><style>body{font:15px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap}article{border-bottom:1px solid #ccc}</style><h1>Caught mail (${messages.length})</h1>${items || '<p>Nothing yet.</p>'}`;
}

export async function startMailCatcher({ smtpPort = 0, httpPort = 0, host = '127.0.0.1' }: { smtpPort?: number; httpPort?: number; host?: string } = {}): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          caught.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          if (caught.length > MAX_MESSAGES) caught.splice(0, caught.length - MAX_MESSAGES);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  const web = http.createServer((request, response) => {
    if (request.url === '/messages' && request.method === 'DELETE') {
      caught.length = 0;
      response.writeHead(204).end();
    } else if (request.url === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(caught));
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(caught));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    web.once('error', (error) => {
      smtp.close(() => reject(error));
    });
    web.listen(httpPort, host, () => resolve());
  });
  const smtpAddress = smtp.server.address() as AddressInfo;
  const webAddress = web.address() as AddressInfo;
  return {
    smtpHost: `${host}:${smtpAddress.port}`,
    url: `http://${host}:${webAddress.port}`,
    messages: () => caught,
    close: () =>
      new Promise<void>((resolve) => {
        web.close(() => smtp.close(() => resolve()));
      }),
  };
}
