import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { JobQueue } from '../jobs/queue.js';
import { MENTEES_BEHIND_QUEUE, MENTOR_DIGEST_QUEUE } from '../modules/mentors/mentor-jobs.js';
import { DUE_REMINDERS_QUEUE } from '../modules/reminders/push.job.js';

/** Scheduled jobs a browser test may run for a given moment (the test clock's counterpart for jobs). */
const RUNNABLE = new Set([MENTEES_BEHIND_QUEUE, MENTOR_DIGEST_QUEUE, DUE_REMINDERS_QUEUE]);

/**
 * Test servers only (NODE_ENV=test, never development or production): `POST /test/jobs/:name` with
 * `{ "at": ISO 8601 }` sends a scheduled job as its schedule would, to run for that moment, and answers once a
 * worker finished it (200 `{ state }`), so a browser test can come back a week later and read the bell.
 */
export function installTestJobs(app: FastifyInstance, config: Pick<Config, 'env'>, queue: JobQueue): void {
  if (config.env !== 'test') return;
  app.post<{ Params: { name: string }; Body: { at?: string } }>('/test/jobs/:name', async (req, reply) => {
    const { name } = req.params;
    const at = typeof req.body?.at === 'string' ? new Date(req.body.at) : null;
    if (!RUNNABLE.has(name) || !at || Number.isNaN(at.getTime()))
      return reply.code(400).send({ error: 'bad job' });
    const id = await queue.send(name, { at: at.toISOString() });
    if (!id) return reply.code(409).send({ error: 'not queued' });
    queue.nudge(name);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await queue.boss.getJobById(name, id);
      if (job?.state === 'completed' || job?.state === 'failed') return { state: job.state };
      if (Date.now() > deadline) return reply.code(504).send({ state: job?.state ?? null });
      await new Promise((r) => setTimeout(r, 100));
    }
  });
}
