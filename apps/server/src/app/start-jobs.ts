import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createEventLog } from '../effects/registry.js';
import type { LiveEvents } from '../events/live.js';
import type { RateLimiters } from '../limits/rate-limit.js';
import { sendResetLetter } from '../modules/auth/passwords.service.js';
import {
  createMailer,
  type Mailer,
  type MailTransport,
  smtpTransport,
} from '../modules/mail/mail.service.js';
import { vapidKeys, vapidSubject } from '../modules/reminders/vapid.js';
import { createJobs, type JobsOptions } from './jobs.js';

/**
 * The job queue with every job this app runs, and the mailer that queues letters. The queue starts here (after
 * the migrations, like every other reader) and stops when the app closes: a running job finishes and no
 * statement is in flight when the caller closes the database.
 */
export async function startJobs(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    live: LiveEvents;
    limiters: RateLimiters;
    publicUrl: string;
    options?: JobsOptions | undefined;
    mailer?: Mailer | undefined;
    mailTransport?: MailTransport | undefined;
  },
) {
  const { config, database } = deps;
  const jobs = createJobs({
    database,
    live: deps.live,
    log: app.log,
    options: deps.options,
    transport: deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined),
    from: config.mailFrom,
    // Letters hold live reset links: only a developer's own log shows them.
    logLetters: config.env === 'development',
    uploadsDir: config.uploadsDir,
    pushSubject: vapidSubject(deps.publicUrl, config.mailFrom),
  });
  const mailer = deps.mailer ?? createMailer(database.db, jobs.queue);
  jobs.setLetterWriters({
    'password-reset': ({ address }) =>
      sendResetLetter(
        { db: database.db, limiters: deps.limiters, mailer, publicUrl: deps.publicUrl },
        address,
      ),
  });
  // The scheduled mentor checks write through the registry like a request does (bell items, live announce).
  const events = createEventLog({
    live: deps.live,
    jobs: jobs.queue,
    mailer,
    publicUrl: deps.publicUrl,
    log: app.log,
  });
  jobs.setMentorDeps({ events, mailer, publicUrl: deps.publicUrl });
  app.addHook('onClose', async () => {
    await jobs.queue.stop();
  });
  // A fresh instance makes its VAPID key pair now, before any browser asks for it.
  await vapidKeys(database.db);
  await jobs.queue.start();
  return { queue: jobs.queue, mailer };
}
