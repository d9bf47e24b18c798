// A person's calendar feed: a secret address (a 256-bit token in the path) that Google, Apple and Outlook
// calendars subscribe to, holding the steps they follow, each timed step with an alarm an hour before (spec §9's
// reminder rule). The person shows, regenerates (the old address stops at once) or turns it off in settings.
import { isRemindable, REMINDER_LEAD_MS, reminderBody, reminderTitle } from '@stepwise/domain/reminders';
import { eq, sql } from 'drizzle-orm';
import ical, { ICalAlarmType, ICalEventTransparency } from 'ical-generator';
import type { Db } from '../../db/client.js';
import { calendarFeeds, planMembers, tasks, users } from '../../db/schema.js';
import { addDays, todayIn } from '../../kernel/time.js';
import { newToken } from '../../kernel/tokens.js';
import { followedSteps } from './steps.js';

export interface CalendarFeed {
  url: string;
  createdAt: Date;
}

const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/calendar/${token}.ics`;

export async function calendarFeedOf(
  db: Db,
  userId: string,
  publicUrl: string,
): Promise<CalendarFeed | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ? { url: feedUrl(publicUrl, row.token), createdAt: row.createdAt } : null;
}

/** Turns the feed on with a fresh address; `renew`: a new address even when one exists (the old one ends). */
export async function openCalendarFeed(
  db: Db,
  userId: string,
  publicUrl: string,
  renew: boolean,
): Promise<CalendarFeed> {
  const values = { userId, token: newToken(), createdAt: new Date() };
  const insert = db.insert(calendarFeeds).values(values);
  await (renew
    ? insert.onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { token: values.token, createdAt: values.createdAt },
      })
    : insert.onConflictDoNothing());
  return (await calendarFeedOf(db, userId, publicUrl))!;
}

/** Turns the feed off: its address answers 404 from now on. */
export async function closeCalendarFeed(db: Db, userId: string): Promise<boolean> {
  const gone = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return gone.length > 0;
}

const NAMES = { en: 'Stepwise: my steps', ru: 'Stepwise: мои шаги' } as const;
/** A step has no length of its own: a timed one is shown as half an hour, not marked busy. */
const STEP_MS = 30 * 60 * 1000;
const PAST_DAYS = 30;
const AHEAD_DAYS = 400;

/** The feed's iCalendar text for a token, or null when no feed has this token (never was, regenerated, off). */
export async function calendarText(db: Db, token: string, publicUrl: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [owner] = await db
    .select({ id: users.id, lang: users.lang, timezone: users.timezone })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  if (!owner) return null;
  const today = todayIn(owner.timezone);
  const steps = await followedSteps(
    db,
    sql`${planMembers.userId} = ${owner.id} and (${tasks.date} + ${planMembers.dayOffset})
      between ${addDays(today, -PAST_DAYS)}::date and ${addDays(today, AHEAD_DAYS)}::date`,
  );
  const lang = owner.lang === 'en' ? 'en' : 'ru';
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: NAMES[lang],
    prodId: { company: 'Stepwise', product: 'Steps', language: lang.toUpperCase() },
    ttl: 60 * 60,
  });
  // Times are written in UTC (…Z), exact in every client without a VTIMEZONE; the person's zone is named for
  // the clients that show the calendar in it.
  calendar.x([{ key: 'X-WR-TIMEZONE', value: owner.timezone }]);
  const base = publicUrl.replace(/\/+$/, '');
  for (const step of steps) {
    const url = `${base}/plans#goal-${step.goalId}`;
    const description = [step.goalTitle, step.notes.trim()].filter(Boolean).join('\n\n');
    const common = {
      id: `step-${step.taskId}@${host}`,
      summary: step.label,
      description,
      url,
      stamp: step.updatedAt,
      lastModified: step.updatedAt,
      transparency: ICalEventTransparency.TRANSPARENT,
    };
    if (step.dueAt && step.time) {
      calendar.createEvent({
        ...common,
        start: step.dueAt,
        end: new Date(step.dueAt.getTime() + STEP_MS),
        // The alarm of the steps the reminder rule reminds of, an hour before, as every other channel.
        alarms: isRemindable({ ...step, completed: false })
          ? [
              {
                type: ICalAlarmType.display,
                triggerBefore: REMINDER_LEAD_MS / 1000,
                description: `${reminderTitle(lang)}: ${reminderBody(step.label, step.time, lang)}`,
              },
            ]
          : [],
      });
    } else {
      const start = new Date(`${step.date}T00:00:00Z`);
      calendar.createEvent({ ...common, allDay: true, start, end: new Date(start.getTime() + 86_400_000) });
    }
  }
  return calendar.toString();
}
