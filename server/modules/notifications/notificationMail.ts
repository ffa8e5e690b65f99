// Notifications by e-mail (MAIL=smtp or local): the kinds a user chose to get at once are sent by
// a job queued whenever notifications are made; those chosen for the digest go out once a day,
// after the day's notifications, in one message. Each notification is claimed by setting its
// emailed_at (notificationClaims.ts), so two servers never send it twice; a send that fails gives
// the claim back for the next run. Only verified addresses get mail.
import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { MailSettings } from '../../config';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { NotificationRow } from './notifications.repository';
import { groupBy } from '../../../common/groupBy';
import { claimNotifications, releaseClaims } from './notificationClaims';

export const MAIL_JOB = 'notifications.mail';
/** Older unsent ones are not sent at all: mail about last week's price is noise. */
const SEND_WITHIN_HOURS = 26;

interface Claimed extends NotificationRow {
  email: string;
}

export interface NotificationMailDeps {
  readonly db: Database;
  readonly settings: MailSettings;
  readonly queue: JobQueue;
  /** Where the settings are changed, for the footer; null when the public address is unknown. */
  readonly settingsUrl: string | null;
  readonly logger?: Pick<Logger, 'info' | 'warn'>;
  readonly wake?: () => void;
}

export function composeMail(notes: readonly Pick<NotificationRow, 'title' | 'body'>[], settingsUrl: string | null, digest: boolean): { subject: string; text: string } {
  const subject = notes.length === 1 && !digest ? notes[0]!.title : `${digest ? 'Your daily digest' : 'Portfolio tracker'}: ${notes.length} notification${notes.length === 1 ? '' : 's'}`;
  const where = settingsUrl ? `at ${settingsUrl}` : "in your profile's notification settings";
  const text = `${notes.map((note) => `${note.title}\n${note.body}`).join('\n\n')}\n\n--\nYou get these because you asked for them. Change what you receive ${where}.\n`;
  return { subject, text };
}

export function createNotificationMail({ db, settings, queue, settingsUrl, logger, wake }: NotificationMailDeps) {
  const transport = settings.mode === 'off' ? null : nodemailer.createTransport(settings.url);

  async function claim(column: 'email_immediate' | 'email_digest'): Promise<Claimed[]> {
    const rows = await claimNotifications(db, {
      mark: 'emailed_at',
      kinds: column,
      reachable: sql<boolean>`exists (select 1 from users u where u.uid = n.owner_uid and u.email is not null and u.email_verified)`,
      withinHours: SEND_WITHIN_HOURS,
    });
    if (rows.length === 0) return [];
    const owners = await db.selectFrom('users').select(['uid', 'email']).where('uid', 'in', [...new Set(rows.map((row) => row.ownerUid))]).execute();
    const emails = new Map(owners.map((owner) => [owner.uid, owner.email]));
    return rows.flatMap((row) => {
      const email = emails.get(row.ownerUid);
      return email ? [{ ...row, email }] : [];
    });
  }

  /** Sends each owner's claimed notifications in one message; a failed send gives its claims back. */
  async function send(claimed: readonly Claimed[], digest: boolean): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (const notes of groupBy(claimed, (row) => row.ownerUid).values()) {
      const ordered = [...notes].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
      try {
        await transport.sendMail({ from: settings.mode === 'off' ? undefined : settings.from, to: ordered[0]!.email, ...composeMail(ordered, settingsUrl, digest) });
        sent += 1;
      } catch (error) {
        await releaseClaims(db, 'emailed_at', ordered.map((note) => note.id));
        logger?.warn({ err: error instanceof Error ? error.message : String(error) }, 'notifications: an e-mail could not be sent; it is tried again later');
      }
    }
    return sent;
  }

  return {
    enabled: transport !== null,
    handlers: {
      [MAIL_JOB]: async () => {
        await send(await claim('email_immediate'), false);
      },
    },
    /** Queues the immediate e-mails' job (one at a time across servers). */
    async queueImmediate(): Promise<void> {
      if (!transport) return;
      await queue.enqueue([{ kind: MAIL_JOB, key: 'immediate' }], { ifAbsent: true });
      wake?.();
    },
    /** Sends the digests: one message per user with what they chose for it and has not been sent. */
    async sendDigests(): Promise<number> {
      return send(await claim('email_digest'), true);
    },
    close(): void {
      transport?.close();
    },
  };
}

export type NotificationMail = ReturnType<typeof createNotificationMail>;
