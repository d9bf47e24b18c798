// News: `news` (followed people and your mentor; guests: public), a profile's `userNews`,
// the visibility of goals, deleted goals, blocks, keyset pages, constant SQL, and the live path.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, users } from '../src/db/schema.js';
import { fanoutSettings } from '../src/modules/news/fanout.js';
import { codeOf, type GqlResult, messageOf } from './harness.js';
import {
  app,
  BLOCK,
  FOLLOW,
  follow,
  goal,
  goalIds,
  type Item,
  NEWS,
  NEWS_ADDED,
  news,
  person,
  settle,
  setUpFile,
  TICK,
  USER_NEWS,
  userNews,
} from './news-kit.js';
import { subscribe } from './sse.js';

setUpFile();

describe('news', () => {
  it('a follower sees who set which goal, newest first; strangers, guests and private goals per the rules', async () => {
    const author = await person();
    const fan = await person();
    const stranger = await person();
    await follow(fan, author);
    const open = await goal(author, 'Read 6 books in 2 months');
    const friends = await goal(author, 'Run 5 km', 'followers');
    const secret = await goal(author, 'Save $500', 'private');

    const all = await news(fan);
    // The author's first goal earned 'first_goal': a line at the goal's visibility.
    expect(all.filter((i) => i.kind === 'achievement_earned').map((i) => i.goalId)).toEqual([open.id]);
    const feed = all.filter((i) => i.kind === 'goal_set');
    expect(goalIds(feed)).toEqual([friends.id, open.id]);
    expect(feed[1]).toMatchObject({
      kind: 'goal_set',
      actor: { id: author.id, username: author.username },
      goalTitle: open.title,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Someone who follows nobody has no news of the author; the author's own News section is per audience.
    expect(
      goalIds(await news(stranger)).filter((id) => [open.id, friends.id, secret.id].includes(id!)),
    ).toEqual([]);
    expect(goalIds(await userNews(author, stranger))).toEqual([open.id]);
    expect(goalIds(await userNews(author))).toEqual([open.id]);
    expect(goalIds(await userNews(author, fan))).toEqual([friends.id, open.id]);
    expect(goalIds(await userNews(author, author))).toEqual([secret.id, friends.id, open.id]);
    // A guest's /news: public events only, never a followers-only or private one.
    const guest = goalIds(await news());
    expect(guest).toContain(open.id);
    expect(guest).not.toContain(friends.id);
    expect(guest).not.toContain(secret.id);
  });

  it('milestones and achievements show; a goal made private or deleted disappears from every feed', async () => {
    const author = await person();
    const fan = await person();
    await follow(fan, author);
    const g = await goal(author, 'Learn 100 words in 2 weeks');
    const milestone = g.tasks.find((t) => t.parentId === null)!;
    await app.gql(TICK, { id: milestone.id, c: true }, { token: author.token });
    // With the first goal's and the first milestone's achievements.
    const all = await news(fan);
    expect(all.map((i) => i.kind)).toEqual([
      'achievement_earned',
      'milestone_reached',
      'achievement_earned',
      'goal_set',
    ]);
    const feed = all.filter((i) => i.kind !== 'achievement_earned');
    expect((feed[0] as Item & { milestoneLabel: string; taskId: string }).taskId).toBe(milestone.id);
    expect((feed[0] as Item & { milestoneLabel: string }).milestoneLabel).toEqual(expect.any(String));

    await app.gql(
      'mutation($id: ID!) { updateGoal(id: $id, patch: { visibility: private }) { id } }',
      { id: g.id },
      { token: author.token },
    );
    expect(await news(fan)).toEqual([]);
    expect(goalIds(await news())).not.toContain(g.id);

    await app.gql(
      'mutation($id: ID!) { updateGoal(id: $id, patch: { visibility: public }) { id } }',
      { id: g.id },
      { token: author.token },
    );
    expect(await news(fan)).toHaveLength(4);
    await app.gql('mutation($id: ID!) { deleteGoal(id: $id) }', { id: g.id }, { token: author.token });
    expect(await news(fan)).toEqual([]);
    expect(await userNews(author, author)).toEqual([]);
    expect(goalIds(await news())).not.toContain(g.id);
  });

  it('a block: the blocked person sees nothing new of the blocker, in news or on the profile', async () => {
    const author = await person();
    const pest = await person();
    await follow(pest, author);
    await goal(author, 'Meditate daily');
    expect(await news(pest)).toHaveLength(2); // the goal and its first-goal achievement
    await app.gql(BLOCK, { id: pest.id }, { token: author.token });
    await goal(author, 'Write a novel');
    expect(await news(pest)).toEqual([]);
    expect(await userNews(author, pest)).toEqual([]);
  });

  it("your mentor's public events are in your news; a mentor's followers hear of a new mentee", async () => {
    const mentors = await app.gql('{ mentors { id } }');
    const mentorId = (mentors.data?.mentors?.[0]?.id ?? mentors.data?.mentors?.items?.[0]?.id) as string;
    expect(mentorId).toEqual(expect.any(String));
    const [mentor] = await app.database.db.select().from(users).where(eq(users.id, mentorId));
    const mentee = await person();
    const mentorFan = await person();
    await app.gql(FOLLOW, { id: mentorId }, { token: mentorFan.token });

    const picked = await app.gql(
      'mutation($id: ID) { selectMentor(mentorId: $id) { mentorId } }',
      { id: mentorId },
      { token: mentee.token },
    );
    expect(picked.data!.selectMentor.mentorId).toBe(mentorId);
    const fanFeed = await app.gql(NEWS, { first: 10 }, { token: mentorFan.token });
    expect(fanFeed.data!.news.items[0]).toMatchObject({
      kind: 'mentee_joined',
      actor: { id: mentorId, username: mentor!.username },
      subject: { id: mentee.id, username: mentee.username },
    });
    // Followers-only: a guest never learns who picked whom.
    expect((await news()).some((i) => i.kind === 'mentee_joined' && i.actor.id === mentorId)).toBe(false);

    // The mentor's own public news (written here directly: seeded mentors do not sign in) reaches the mentee.
    await app.database.db.insert(events).values([
      { actorId: mentorId, kind: 'goal_set', data: { title: 'Mentor public' }, visibility: 'public' },
      { actorId: mentorId, kind: 'goal_set', data: { title: 'Mentor followers' }, visibility: 'followers' },
    ]);
    const titles = (await news(mentee)).map((i) => i.goalTitle);
    expect(titles).toContain('Mentor public');
    expect(titles).not.toContain('Mentor followers');
  });
});
describe('keyset pages and validation', () => {
  it('pages walk every item once, newest first; a page costs the same SQL for 5 or 20 items', async () => {
    const author = await person();
    const reader = await person();
    await follow(reader, author);
    await app.database.db.insert(events).values(
      Array.from({ length: 25 }, (_, i) => ({
        actorId: author.id,
        kind: 'goal_set',
        data: { title: `Goal ${i}` },
        visibility: 'public',
      })),
    );
    const all: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const res: GqlResult<Record<string, any>> = await app.gql(
        NEWS,
        { first: 7, after },
        { token: reader.token },
      );
      const page = res.data!.news;
      all.push(...page.items.map((x: Item) => x.goalTitle));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(all).toEqual(Array.from({ length: 25 }, (_, i) => `Goal ${24 - i}`));

    const cost = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const before = app.database.statements.count;
      const res = await app.gql(query, variables, token ? { token } : {});
      expect(res.errors).toBeUndefined();
      return app.database.statements.count - before;
    };
    expect(await cost(NEWS, { first: 5 }, reader.token)).toBe(await cost(NEWS, { first: 20 }, reader.token));
    expect(await cost(NEWS, { first: 5 })).toBe(await cost(NEWS, { first: 20 }));
    expect(await cost(USER_NEWS, { u: author.username, first: 5 }, reader.token)).toBe(
      await cost(USER_NEWS, { u: author.username, first: 20 }, reader.token),
    );
  });

  it('refuses bad page sizes and cursors, in the reader’s language', async () => {
    for (const variables of [{ first: 0 }, { first: 101 }, { after: 'abc' }, { after: '-1' }]) {
      const res = await app.gql(NEWS, variables);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(messageOf(res)).toBe('Ask for 1 to 100 items with a valid cursor.');
    }
    const ru = await app.gql(USER_NEWS, { u: 'anyone', first: 500 }, { lang: 'ru' });
    expect(codeOf(ru)).toBe('BAD_USER_INPUT');
    expect(messageOf(ru)).toBe('Запросите от 1 до 100 элементов с корректным курсором.');
    // An unknown person's News section is empty, not an error.
    expect((await app.gql(USER_NEWS, { u: 'nobody-at-all' })).data!.userNews.items).toEqual([]);
  });
});
describe('live: new events reach open pages', () => {
  it("a follower's open page receives the new event; a stranger's does not; private goals never", async () => {
    const author = await person();
    const fan = await person();
    const stranger = await person();
    await follow(fan, author);
    const fanPage = await subscribe(app, NEWS_ADDED, fan.token);
    const strangerPage = await subscribe(app, NEWS_ADDED, stranger.token);
    expect(fanPage.status).toBe(200);
    await settle();

    await goal(author, 'Save $500', 'private');
    const g = await goal(author, 'Run 10 km');
    const first = await fanPage.next(1);
    expect(first.data.newsAdded).toMatchObject({
      kind: 'goal_set',
      goalId: g.id,
      actor: { id: author.id },
      goalTitle: g.title,
    });
    await settle();
    expect(fanPage.events).toHaveLength(1); // not the private goal
    expect(strangerPage.events).toEqual([]);
    fanPage.close();
    strangerPage.close();
  });

  it('many followers: the fan-out goes through the job queue and still arrives', async () => {
    fanoutSettings.directLimit = 0;
    const author = await person();
    const fans = [await person(), await person()];
    for (const fan of fans) await follow(fan, author);
    const pages = await Promise.all(fans.map((fan) => subscribe(app, NEWS_ADDED, fan.token)));
    await settle();
    const g = await goal(author, 'Swim 1 km', 'followers');
    for (const page of pages) {
      expect((await page.next(1, 15_000)).data.newsAdded).toMatchObject({ goalId: g.id, kind: 'goal_set' });
      page.close();
    }
  });

  it("a guest's open /news hears public events only", async () => {
    const author = await person();
    const guest = await subscribe(app, NEWS_ADDED);
    expect(guest.status).toBe(200);
    await settle();
    await goal(author, 'Learn to juggle', 'followers');
    await goal(author, 'Save $200', 'private');
    const g = await goal(author, 'Walk 10,000 steps a day');
    expect((await guest.next(1)).data.newsAdded).toMatchObject({ goalId: g.id, kind: 'goal_set' });
    await settle();
    expect(guest.events).toHaveLength(1);
    guest.close();
  });

  it('refuses an expired token with UNAUTHENTICATED', async () => {
    const stale = await subscribe(app, NEWS_ADDED, 'not-a-live-token');
    const first = await stale.next(1);
    expect(first.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    stale.close();
  });
});
