import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { LiveEvents } from '../events/live.js';
import { createPurgeJob, PURGE_QUEUE, PURGE_SCHEDULE } from '../jobs/purge.js';
import { createJobQueue, type JobQueue, type JobQueueOptions, type QueueSettings } from '../jobs/queue.js';
import {
  endLapsedPauses,
  LAPSED_PAUSES_QUEUE,
  LAPSED_PAUSES_SCHEDULE,
} from '../modules/goals/pause.service.js';
import { createWavesJob, WAVES_QUEUE, WAVES_SCHEDULE } from '../modules/goals/waves.js';
import {
  createMailDelivery,
  createMailer,
  DEAD_MAIL_QUEUE,
  LETTER_QUEUE,
  type Letters,
  MAIL_QUEUE,
  type MailTransport,
} from '../modules/mail/mail.service.js';
import {
  createBehindJob,
  createDigestJob,
  MENTEES_BEHIND_QUEUE,
  MENTEES_BEHIND_SCHEDULE,
  MENTOR_DIGEST_QUEUE,
  MENTOR_DIGEST_SCHEDULE,
  type MentorJobDeps,
  mentorJobSettings,
} from '../modules/mentors/mentor-jobs.js';
import {
  createUnreadMailJob,
  UNREAD_MAIL_QUEUE,
  unreadMailSettings,
} from '../modules/messages/unread-mail.job.js';
import { defineNewsJobs } from '../modules/news/fanout.js';
import {
  createDueRemindersJob,
  createPushDelivery,
  DUE_REMINDERS_QUEUE,
  DUE_REMINDERS_SCHEDULE,
  dueRemindersSettings,
  PUSH_QUEUE,
  pushSettings,
} from '../modules/reminders/push.job.js';
import { defineExportJob } from '../modules/users/exports.js';

export type LetterWriters = { [K in keyof Letters]: (data: Letters[K]) => Promise<void> };

export interface JobsOptions extends JobQueueOptions {
  /** Retries of a letter: by default 6 attempts over about 30 minutes (backoff from 30 s), then the dead-letter queue. */
  mail?: Partial<QueueSettings>;
  /** Retries of a Web Push reminder (modules/reminders/push.job.ts' pushSettings by default). */
  push?: Partial<QueueSettings>;
}

export const defaultMailSettings: QueueSettings = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  deadLetter: DEAD_MAIL_QUEUE,
};

/**
 * The queue and every job this server runs, registered here and nowhere else: mail delivery, letter writing,
 * the unread-message letter, the purge of expired rows, long plans' next weeks, the news fan-out to many
 * followers, data exports, the mentors' behind check and weekly digest, step reminders by Web Push.
 */
export function createJobs(deps: {
  database: Database;
  live: LiveEvents;
  log: FastifyBaseLogger;
  options?: JobsOptions | undefined;
  transport: MailTransport | undefined;
  from: string;
  logLetters: boolean;
  /** Where avatars are stored (the data export includes the person's). */
  uploadsDir: string;
  /** VAPID's subject on Web Push reminders (modules/reminders/vapid.ts). */
  pushSubject: string;
}): {
  queue: JobQueue;
  setLetterWriters(writers: LetterWriters): void;
  setMentorDeps(deps: ReturnType<MentorJobDeps['deps']>): void;
} {
  const { database, log, options = {} } = deps;
  const queue = createJobQueue(database, log, options);
  const mail = { ...defaultMailSettings, ...options.mail };
  queue.define(
    MAIL_QUEUE,
    mail,
    createMailDelivery({
      db: database.db,
      log,
      transport: deps.transport,
      from: deps.from,
      logLetters: deps.logLetters,
    }),
  );
  let writers: LetterWriters | undefined;
  queue.define<{ kind: keyof Letters; data: Letters[keyof Letters] }>(
    LETTER_QUEUE,
    { ...mail, retryLimit: 3, retryDelay: 5 },
    async ({ kind, data }) => {
      const write = writers?.[kind];
      if (!write) throw new Error(`no writer for letters of kind ${kind}`);
      await write(data);
    },
  );
  // A letter for a direct message left unread (enqueued delayed by sendMessage; checks again when it runs).
  queue.define(
    UNREAD_MAIL_QUEUE,
    unreadMailSettings,
    createUnreadMailJob({ db: database.db, mailer: createMailer(database.db, queue), log }),
  );
  queue.define(
    PURGE_QUEUE,
    { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
    createPurgeJob(database.db, log),
    PURGE_SCHEDULE,
  );
  // Long plans: the next 16 weeks of steps before the current ones run out.
  queue.define(
    WAVES_QUEUE,
    { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 900 },
    createWavesJob(database.db, log),
    WAVES_SCHEDULE,
  );
  // News to many followers is told by a job (modules/news), which requests on this database hand it to.
  defineNewsJobs(queue, database.db, deps.live);
  // Data exports (settings): a job writes the JSON document.
  defineExportJob(queue, database.db, log, deps.uploadsDir);
  // Mentors: a mentee's goal falling behind (every six hours) and the weekly digest (Mondays).
  let mentorDeps: ReturnType<MentorJobDeps['deps']> | undefined;
  const mentorJobs: MentorJobDeps = {
    log,
    deps() {
      if (!mentorDeps) throw new Error('mentor jobs: no event log yet');
      return mentorDeps;
    },
  };
  queue.define(
    MENTEES_BEHIND_QUEUE,
    mentorJobSettings,
    createBehindJob(database.db, mentorJobs),
    MENTEES_BEHIND_SCHEDULE,
  );
  queue.define(
    MENTOR_DIGEST_QUEUE,
    mentorJobSettings,
    createDigestJob(database.db, mentorJobs),
    MENTOR_DIGEST_SCHEDULE,
  );
  // Pauses set until a day: ended on that day, hourly (written through the registry, like a resume).
  queue.define(
    LAPSED_PAUSES_QUEUE,
    { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 900 },
    async () => {
      const ended = await endLapsedPauses({ db: database.db, events: mentorJobs.deps().events });
      if (ended) log.info({ ended }, 'ended pauses whose until date came');
    },
    LAPSED_PAUSES_SCHEDULE,
  );
  // Step reminders by Web Push: the due ones found every minute, each browser's message sent (and retried) alone.
  queue.define(
    DUE_REMINDERS_QUEUE,
    dueRemindersSettings,
    createDueRemindersJob({ db: database.db, queue, log }),
    DUE_REMINDERS_SCHEDULE,
  );
  queue.define(
    PUSH_QUEUE,
    { ...pushSettings, ...options.push },
    createPushDelivery({ db: database.db, log, subject: () => deps.pushSubject }),
  );
  return {
    queue,
    setLetterWriters(value) {
      writers = value;
    },
    setMentorDeps(value) {
      mentorDeps = value;
    },
  };
}
