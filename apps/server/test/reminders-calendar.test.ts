// The calendar feed over HTTP against buildApp(): the secret address from the API, the iCalendar it serves
// parsed by ical.js (as calendar apps parse it): each open step of the person's own goals at its time, the alarm
// an hour before on the steps the reminder rule reminds of (S-N1, S-N3), stable UIDs, DTSTAMP; a paused goal's
// steps and other people's steps absent; a regenerated or closed address 404.
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;

async function ok<T = any>(query: string, variables: Record<string, unknown>, user: User) {
  const res = await app.gql<T>(query, variables, { token: user.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

const FEED = '{ calendarFeed { url createdAt } }';
const OPEN = 'mutation { openCalendarFeed { url createdAt } }';
const RENEW = 'mutation { regenerateCalendarFeed { url } }';
const CLOSE = 'mutation { closeCalendarFeed }';
const CREATE =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId label } } }';
const PAUSE = 'mutation($g: ID!) { pauseGoal(goalId: $g) { id } }';
const ZONE = 'mutation($tz: String) { updateSettings(timezone: $tz) { timezone } }';

async function goalOf(user: User, text: string) {
  const goal = (await ok(CREATE, { input: { text, visibility: 'private' } }, user)).createGoal as {
    id: string;
    tasks: Array<{ id: string; parentId: string | null; label: string }>;
  };
  return { ...goal, milestone: goal.tasks.find((t) => t.parentId === null)! };
}

const setStep = (id: string, date: string, time: string | null) =>
  app.database.db.execute(sql`update tasks set date = ${date}, time = ${time} where id = ${id}`);

const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function read(url: string) {
  const res = await fetch(url);
  return { res, text: await res.text() };
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) })),
  };
}

describe('calendar feed', () => {
  it('serves the person’s open steps with their time and an alarm an hour before; stable UIDs; nothing of others or of a paused goal', async () => {
    const user = await registerUser(app);
    await ok(ZONE, { tz: 'Europe/Moscow' }, user);
    expect((await ok(FEED, {}, user)).calendarFeed).toBeNull();
    const feed = (await ok(OPEN, {}, user)).openCalendarFeed as { url: string };
    expect(feed.url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Opening again keeps the address.
    expect((await ok(OPEN, {}, user)).openCalendarFeed.url).toBe(feed.url);
    const path = new URL(feed.url).pathname;

    const running = await goalOf(user, 'Run 10 km in 2 months');
    const day = plusDays(3);
    await setStep(running.milestone.id, day, '09:30');
    const step = running.tasks.find((t) => t.parentId === running.milestone.id)!;
    await setStep(step.id, day, null);
    const paused = await goalOf(user, 'Learn to play the guitar');
    await ok(PAUSE, { g: paused.id }, user);
    const stranger = await registerUser(app);
    const theirs = await goalOf(stranger, 'Read 12 books this year');

    const { res, text } = await read(`${app.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = eventsOf(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Moscow');
    const uids = events.map(({ e }) => e.uid);
    const host = new URL(app.config.publicUrl ?? 'http://localhost').hostname;
    expect(uids).toContain(`step-${running.milestone.id}@${host}`);
    // Only this person's goal, and not the paused one.
    const ownIds = new Set(running.tasks.map((t) => t.id));
    for (const uid of uids) expect(ownIds.has(uid.replace(/^step-/, '').replace(/@.*$/, ''))).toBe(true);
    for (const t of [...paused.tasks, ...theirs.tasks]) expect(uids).not.toContain(`step-${t.id}@${host}`);

    // The milestone at 09:30 Moscow (06:30 UTC), half an hour long, with a display alarm an hour before.
    const timed = events.find(({ e }) => e.uid === `step-${running.milestone.id}@${host}`)!;
    expect(timed.e.startDate.toJSDate().toISOString()).toBe(`${day}T06:30:00.000Z`);
    expect(timed.e.endDate.toJSDate().toISOString()).toBe(`${day}T07:00:00.000Z`);
    expect(timed.e.summary).toBe(running.milestone.label);
    expect(timed.v.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const alarms = timed.v.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarms[0]!.getFirstPropertyValue('trigger'))).toBe('-PT1H');
    expect(String(alarms[0]!.getFirstPropertyValue('description'))).toBe(
      `Task reminder: ${running.milestone.label} at 09:30`,
    );
    // A step without a time is a day's event, without an alarm.
    const allDay = events.find(({ e }) => e.uid === `step-${step.id}@${host}`)!;
    expect(allDay.e.startDate.isDate).toBe(true);
    expect(allDay.e.startDate.toString()).toBe(day);
    expect(allDay.v.getAllSubcomponents('valarm')).toHaveLength(0);

    // Read again: the same UIDs.
    expect(eventsOf((await read(`${app.url}${path}`)).text).events.map(({ e }) => e.uid)).toEqual(uids);
  }, 120_000);

  it('regenerating ends the old address, closing ends the feed; a guest cannot ask for one', async () => {
    const user = await registerUser(app);
    const first = new URL((await ok(OPEN, {}, user)).openCalendarFeed.url).pathname;
    expect((await read(`${app.url}${first}`)).res.status).toBe(200);
    const second = new URL((await ok(RENEW, {}, user)).regenerateCalendarFeed.url).pathname;
    expect(second).not.toBe(first);
    expect((await read(`${app.url}${first}`)).res.status).toBe(404);
    expect((await read(`${app.url}${second}`)).res.status).toBe(200);
    expect((await ok(CLOSE, {}, user)).closeCalendarFeed).toBe(true);
    expect((await read(`${app.url}${second}`)).res.status).toBe(404);
    expect((await ok(FEED, {}, user)).calendarFeed).toBeNull();
    expect((await read(`${app.url}/calendar/nonsense.ics`)).res.status).toBe(404);
    expect(codeOf(await app.gql(OPEN))).toBe('UNAUTHENTICATED');
  }, 60_000);
});
