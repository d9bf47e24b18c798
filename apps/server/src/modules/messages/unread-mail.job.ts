// E-mail for a message left unread: sending a message that starts an unread stretch enqueues this job,
// delayed; when it runs it writes a letter only if the message is still unread, the recipient still wants
// these letters (users.email_on_message) and no block came between them meanwhile.

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { blocks, conversationReads, conversations, messages, users } from '../../db/schema.js';
import type { JobQueue, QueueSettings } from '../../jobs/queue.js';
import { type Lang, t } from '../../kernel/messages.js';
import type { Mailer } from '../mail/mail.service.js';

export const UNREAD_MAIL_QUEUE = 'messages.unread-mail';
/** How long a message may stay unread before the recipient gets a letter. */
export const UNREAD_MAIL_DELAY_SECONDS = 15 * 60;

export const unreadMailSettings: QueueSettings = {
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 120,
};

export interface UnreadMailJob {
  messageId: string;
  /** The web app's address when the message was sent, for the link. */
  publicUrl: string;
}

/** Enqueues the letter for a message, delayed, in the sending transaction (it commits with the message). */
export async function enqueueUnreadMail(tx: Tx, jobs: JobQueue, job: UnreadMailJob): Promise<void> {
  await jobs.send(UNREAD_MAIL_QUEUE, job, { db: tx, startAfterSeconds: UNREAD_MAIL_DELAY_SECONDS });
}

const PREVIEW = 500;

export function createUnreadMailJob(deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger }) {
  return async ({ messageId, publicUrl }: UnreadMailJob) => {
    if (!/^\d{1,18}$/.test(String(messageId))) return;
    const result = await deps.db.execute(sql`
      select m.body, s.name as sender_name, s.username as sender_username,
        r.email, r.lang, r.email_on_message,
        m.created_at > coalesce(cr.last_read_at, '-infinity') as unread,
        c.request_for is not distinct from r.id as request,
        exists (select 1 from ${blocks} b where (b.blocker_id = s.id and b.blocked_id = r.id)
          or (b.blocker_id = r.id and b.blocked_id = s.id)) as blocked
      from ${messages} m
      join ${conversations} c on c.id = m.conversation_id
      join ${users} s on s.id = m.sender_id
      join ${users} r on r.id = case when c.user_a = m.sender_id then c.user_b else c.user_a end
      left join ${conversationReads} cr on cr.conversation_id = c.id and cr.user_id = r.id
      where m.id = ${messageId}::bigint`);
    const [row] = rowsOf<{
      body: string;
      sender_name: string;
      sender_username: string;
      email: string;
      lang: string;
      email_on_message: boolean;
      unread: boolean;
      request: boolean;
      blocked: boolean;
    }>(result);
    // A message request (from someone the recipient does not follow) puts no stranger's words in a mailbox.
    if (!row?.unread || !row.email_on_message || row.blocked || row.request) return;
    const lang: Lang = row.lang === 'en' ? 'en' : 'ru';
    const chars = [...row.body];
    const preview = chars.length > PREVIEW ? `${chars.slice(0, PREVIEW).join('')}…` : row.body;
    const base = publicUrl.replace(/\/+$/, '');
    await deps.mailer.send({
      to: row.email,
      subject: t(lang, 'unreadMailSubject', { name: row.sender_name }),
      text: t(lang, 'unreadMailText', {
        name: row.sender_name,
        preview,
        link: `${base}/messages/${encodeURIComponent(row.sender_username)}`,
        settings: `${base}/settings`,
      }),
    });
    deps.log.debug({ messageId }, 'messages: unread e-mail written');
  };
}
