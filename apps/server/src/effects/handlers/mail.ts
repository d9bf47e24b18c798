// Letters: what a person is told by e-mail goes through the job queue, enqueued in the change's transaction
// (so a rolled-back change sends nothing) and decided again when the job runs.

import { enqueueUnreadMail } from '../../modules/messages/unread-mail.job.js';
import type { InTransaction } from '../steps.js';

/**
 * A message that starts an unread stretch: a letter later, if it is still unread then. A message request gets
 * none: a stranger's words reach no mailbox before the recipient accepts them.
 */
export const unreadMessage: InTransaction<'messageSent'> = async (tx, event, _effects, deps) => {
  if (!event.startsStretch || event.request) return;
  if (!deps.jobs) throw new Error('a sent message needs the job queue for its unread letter');
  await enqueueUnreadMail(tx, deps.jobs, { messageId: event.message.id, publicUrl: deps.publicUrl });
};
