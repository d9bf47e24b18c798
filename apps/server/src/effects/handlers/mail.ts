// Letters: what a person is told by e-mail goes through the job queue, enqueued in the change's transaction
// (so a rolled-back change sends nothing) and decided again when the job runs.

import { type Lang, t } from '../../kernel/messages.js';
import { enqueueUnreadMail } from '../../modules/messages/unread-mail.job.js';
import type { AfterCommitDeps, InTransaction } from '../steps.js';

/**
 * A message that starts an unread stretch: a letter later, if it is still unread then. A message request gets
 * none: a stranger's words reach no mailbox before the recipient accepts them.
 */
export const unreadMessage: InTransaction<'messageSent'> = async (tx, event, _effects, deps) => {
  if (!event.startsStretch || event.request) return;
  if (!deps.jobs) throw new Error('a sent message needs the job queue for its unread letter');
  await enqueueUnreadMail(tx, deps.jobs, { messageId: event.message.id, publicUrl: deps.publicUrl });
};

/** The old address hears that the account's e-mail changed (the letter is stored with the change). */
export const emailChangedNotice: InTransaction<'emailChanged'> = async (tx, event, _effects, deps) => {
  if (!deps.mailer) throw new Error('a changed e-mail needs the mailer for its notice');
  const lang: Lang = event.lang === 'en' ? 'en' : 'ru';
  await deps.mailer.send(
    {
      to: event.oldEmail,
      subject: t(lang, 'emailChangedMailSubject'),
      text: t(lang, 'emailChangedMailText', { address: event.newEmail }),
    },
    { db: tx },
  );
};

/** Letters stored with the change go out now, not at the delivery worker's next poll. */
export const sendNow = async (deps: AfterCommitDeps): Promise<void> => {
  deps.mailer?.nudge();
};
