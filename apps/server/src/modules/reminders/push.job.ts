// Web Push reminders, sent by the job queue (registered in app/jobs.ts). Every minute one job (pg-boss sends one
// per schedule tick whatever the number of processes) finds the steps whose reminder moment has come (spec §9: an
// hour before the due time; at once when less than an hour is left; never once it has passed), claims each for
// its due moment in sent_reminders (a primary key: a retry, an overlapping run or a second process claims nothing
// twice) and queues one delivery per browser in the same transaction. A delivery is retried when the push service
// is busy or away; a subscription the service says is gone (404, 410) is dropped.
import { isRemindable, REMINDER_LEAD_MS, reminderBody, reminderTitle } from '@stepwise/domain/reminders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { planMembers, pushSubscriptions, sentReminders, tasks } from '../../db/schema.js';
import type { JobQueue, QueueSettings } from '../../jobs/queue.js';
import { currentTime } from '../../kernel/time.js';
import { type PushMessage, sendPush } from './push.service.js';
import { followedSteps } from './steps.js';
import { vapidKeys } from './vapid.js';

export const DUE_REMINDERS_QUEUE = 'reminders.due';
/** Every minute: a reminder comes within a minute of its moment. */
export const DUE_REMINDERS_SCHEDULE = '* * * * *';
export const PUSH_QUEUE = 'reminders.push';

export const dueRemindersSettings: QueueSettings = {
  retryLimit: 1,
  retryDelay: 30,
  retryBackoff: false,
  expireInSeconds: 120,
};

/** A busy push service gets five more tries over about eight minutes; the message keeps until the step is due. */
export const pushSettings: QueueSettings = {
  retryLimit: 5,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 60,
};

export interface PushJob {
  subscriptionId: string;
  message: PushMessage;
  /** The step's due instant: the push service may drop the message after it. */
  dueAt: string;
  taskId: string;
}

/**
 * Claims the reminders whose moment has come at `now` and queues their deliveries (one per browser of the
 * person), all in one transaction. Returns how many reminders were claimed.
 */
export async function queueDueReminders(db: Db, queue: JobQueue, now: Date): Promise<number> {
  const from = now.toISOString();
  const until = new Date(now.getTime() + REMINDER_LEAD_MS).toISOString();
  const withBrowsers = sql`exists (select 1 from ${pushSubscriptions} ps where ps.user_id = ${planMembers.userId})`;
  // The step's date is read within a day either side (the zones' spread) before the exact instant is compared.
  const near = sql`(${tasks.date} + ${planMembers.dayOffset}) between (${from}::timestamptz - interval '1 day')::date
    and (${until}::timestamptz + interval '1 day')::date`;
  const steps = (await followedSteps(db, and(withBrowsers, near)!)).filter(
    (s) =>
      isRemindable({ ...s, completed: false }) &&
      s.dueAt &&
      s.dueAt > now &&
      s.dueAt.getTime() <= now.getTime() + REMINDER_LEAD_MS,
  );
  if (steps.length === 0) return 0;
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(sentReminders)
      .values(steps.map((s) => ({ taskId: s.taskId, userId: s.userId, dueAt: s.dueAt! })))
      .onConflictDoNothing()
      .returning({ taskId: sentReminders.taskId, userId: sentReminders.userId });
    const isClaimed = new Set(rows.map((r) => `${r.taskId} ${r.userId}`));
    const mine = steps.filter((s) => isClaimed.has(`${s.taskId} ${s.userId}`));
    if (mine.length === 0) return mine;
    const browsers = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(mine.map((s) => s.userId))]));
    for (const step of mine) {
      const message: PushMessage = {
        title: reminderTitle(step.lang),
        body: reminderBody(step.label, step.time!, step.lang),
        url: `/plans#goal-${step.goalId}`,
        tag: `step-${step.taskId}`,
      };
      for (const browser of browsers.filter((b) => b.userId === step.userId)) {
        const job: PushJob = {
          subscriptionId: browser.id,
          message,
          dueAt: step.dueAt!.toISOString(),
          taskId: step.taskId,
        };
        await queue.send(PUSH_QUEUE, job, { db: tx });
      }
    }
    return mine;
  });
  if (claimed.length > 0) queue.nudge(PUSH_QUEUE);
  return claimed.length;
}

/** Sends one reminder to one browser; drops the browser's subscription when its push service says it is gone. */
export function createPushDelivery(deps: { db: Db; log: FastifyBaseLogger; subject: () => string }) {
  return async (job: PushJob) => {
    const [subscription] = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, job.subscriptionId));
    // Turned off (or dropped) since the reminder was queued.
    if (!subscription) return;
    const ttlSeconds = (new Date(job.dueAt).getTime() - currentTime().getTime()) / 1000;
    // Due already: a reminder after the moment would only be noise (spec §9: nothing once the due time passed).
    if (ttlSeconds <= 0) return;
    const outcome = await sendPush(subscription, job.message, {
      vapid: await vapidKeys(deps.db),
      subject: deps.subject(),
      ttlSeconds,
      // One waiting message per step: a newer one replaces it at the push service.
      topic: job.taskId.replaceAll('-', ''),
    });
    if (outcome === 'gone') {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      deps.log.info({ subscription: subscription.id }, 'push: subscription gone, dropped');
    } else if (outcome === 'refused') {
      deps.log.warn({ subscription: subscription.id }, 'push: the push service refused a reminder');
    }
  };
}

/** The minute's job: `at` (a test server's run for a given moment) or now. */
export function createDueRemindersJob(deps: { db: Db; queue: JobQueue; log: FastifyBaseLogger }) {
  return async (job: { at?: string }) => {
    const at = job.at ? new Date(job.at) : null;
    const now = at && !Number.isNaN(at.getTime()) ? at : currentTime();
    const claimed = await queueDueReminders(deps.db, deps.queue, now);
    if (claimed > 0) deps.log.info({ claimed }, 'reminders: push queued');
  };
}
