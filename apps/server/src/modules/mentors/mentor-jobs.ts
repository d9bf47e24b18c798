// The two scheduled checks on mentees, as jobs on the queue (registered in app/jobs.ts): pg-boss sends one
// job per schedule tick whatever the number of processes, one worker runs it, and both writes are keyed
// (mentee_alerts per goal and mentor, mentor_digests per mentor and week), so a retry or a run that overlaps
// another tells nobody twice.
import type { FastifyBaseLogger } from 'fastify';
import type { EventLog } from '../../events/domain.js';
import type { QueueSettings } from '../../jobs/queue.js';
import { atTime } from '../../kernel/time.js';
import type { Mailer } from '../mail/mail.service.js';
import { checkMenteesBehind } from './behind.service.js';
import { writeDigests } from './digest.service.js';

export const MENTEES_BEHIND_QUEUE = 'mentors.behind';
/** Every six hours, at 20 past (UTC). */
export const MENTEES_BEHIND_SCHEDULE = '20 */6 * * *';
export const MENTOR_DIGEST_QUEUE = 'mentors.digest';
/** Mondays at 12:00 UTC: Sunday has ended everywhere from UTC−12 to UTC+14. */
export const MENTOR_DIGEST_SCHEDULE = '0 12 * * 1';

export const mentorJobSettings: QueueSettings = {
  retryLimit: 2,
  retryDelay: 300,
  retryBackoff: false,
  expireInSeconds: 1800,
};

/** A job's data: `at` runs it for that moment (a re-run of a missed week); the schedule sends none. */
export interface MentorJob {
  at?: string;
}

const when = (job: MentorJob) => {
  const at = job.at ? new Date(job.at) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

export interface MentorJobDeps {
  log: FastifyBaseLogger;
  /** The app's registry, the mailer and the web app's address: known once the queue's mailer is made. */
  deps(): { events: EventLog; mailer: Mailer; publicUrl: string };
}

export function createBehindJob(db: Parameters<typeof checkMenteesBehind>[0]['db'], d: MentorJobDeps) {
  return async (job: MentorJob) => {
    const at = when(job);
    const go = () => checkMenteesBehind({ db, events: d.deps().events });
    const started = Date.now();
    const run = at ? await atTime(at, go) : await go();
    d.log.info({ ...run, ms: Date.now() - started }, 'mentors: behind check');
  };
}

export function createDigestJob(db: Parameters<typeof checkMenteesBehind>[0]['db'], d: MentorJobDeps) {
  return async (job: MentorJob) => {
    const at = when(job);
    const go = () => writeDigests({ db, ...d.deps() });
    const started = Date.now();
    const run = at ? await atTime(at, go) : await go();
    d.log.info({ ...run, ms: Date.now() - started }, 'mentors: weekly digests');
  };
}
