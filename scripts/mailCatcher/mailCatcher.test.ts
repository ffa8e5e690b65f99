// The mail catcher as the server uses it: nodemailer sends over SMTP, the catcher keeps the
// message (envelope, subject, text) and lists it as JSON and as an escaped page; DELETE empties it.
import nodemailer from 'nodemailer';
import { startMailCatcher, type MailCatcher } from './mailCatcher';

describe('the mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher.close();
  });

  it('keeps what it is sent and lists it, escaped on its page', async () => {
    const transport = nodemailer.createTransport(`smtp://${catcher.smtpHost}`);
    await transport.sendMail({ from: 'Tracker <notify@example.com>', to: 'ann@example.com', subject: 'KO <b>raised</b>', text: 'From 0.485 to 0.51 USD.' });
    transport.close();
    const listed = (await (await fetch(`${catcher.url}/messages`)).json()) as { from: string; to: string[]; subject: string; text: string }[];
    expect(listed).toEqual([expect.objectContaining({ from: 'notify@example.com', to: ['ann@example.com'], subject: 'KO <b>raised</b>', text: 'From 0.485 to 0.51 USD.\n' })]);
    const html = await (await fetch(`${catcher.url}/`)).text();
    expect(html).toContain('KO &#60;b&#62;raised&#60;/b&#62;');
    expect(html).not.toContain('<b>raised');

    expect((await fetch(`${catcher.url}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(catcher.messages()).toEqual([]);
  });
});
