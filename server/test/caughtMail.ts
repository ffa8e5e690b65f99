// The mail the run's catcher (jest/globalSetup.ts) was sent, read through its page's JSON.
import type { CaughtMail } from '../../scripts/mailCatcher/mailCatcher';

export async function caughtMail(to: string): Promise<CaughtMail[]> {
  const url = process.env.MAIL_CATCHER_URL;
  if (!url) throw new Error('MAIL_CATCHER_URL is not set: Jest global setup starts the mail catcher.');
  const all = (await (await fetch(`${url}/messages`)).json()) as CaughtMail[];
  return all.filter((mail) => mail.to.includes(to));
}
