// Moderation over HTTP: anyone reports what they see; the instance's first account (and those named in
// STEPWISE_ADMINS) moderates: reports with their context, hidden content, suspended and deleted accounts, a log.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { codeOf, messageOf, registerUser } from './harness.js';
import {
  admin,
  app,
  COMMENT,
  FOLLOW,
  goalOf,
  OPEN_OFFER,
  openReports,
  PASSWORD,
  person,
  REPORT,
  REPORTS,
  SEND,
  SUSPEND,
  setUpFile,
} from './moderation-kit.js';

setUpFile();

describe('who administers', () => {
  it('the first account and the e-mails in STEPWISE_ADMINS; nobody else (FORBIDDEN, in the person’s language)', async () => {
    const plain = await person('plain');
    const named = await registerUser(app, 'named.admin@example.com', PASSWORD);
    const ask = (token: string) => app.gql('{ isAdministrator }', {}, { token });
    expect((await ask(admin.token)).data!.isAdministrator).toBe(true);
    expect((await ask(named.token)).data!.isAdministrator).toBe(true);
    expect((await ask(plain.token)).data!.isAdministrator).toBe(false);
    const refused = await app.gql(REPORTS, {}, { token: plain.token, lang: 'ru' });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(messageOf(refused)).toBe('Это может сделать только администратор.');
    const suspend = await app.gql(SUSPEND, { id: admin.id, reason: 'x' }, { token: plain.token });
    expect(codeOf(suspend)).toBe('FORBIDDEN');
    expect(codeOf(await app.gql('{ moderation { registrationMode } }'))).toBe('UNAUTHENTICATED');
    // The owner cannot be suspended, not even by another administrator; nor can one suspend oneself.
    expect(codeOf(await app.gql(SUSPEND, { id: admin.id, reason: 'x' }, { token: named.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await app.gql(SUSPEND, { id: named.id, reason: 'x' }, { token: named.token }))).toBe(
      'FORBIDDEN',
    );
  });
});
describe('reports', () => {
  it('anyone reports a person, goal, message, comment or offer they see; the administrator reads them in context', async () => {
    const author = await person('author');
    const reporter = await person('reporter');
    const goal = await goalOf(author.token, 'public', 'Run a marathon by May');
    await app.gql(FOLLOW, { id: reporter.id }, { token: author.token });
    await app.gql(FOLLOW, { id: author.id }, { token: reporter.token });
    const sent = await app.gql(
      SEND,
      { to: reporter.username, text: 'Buy cheap pills at spam.example' },
      { token: author.token },
    );
    const messageId = sent.data!.sendMessage.id as string;
    await app.gql(OPEN_OFFER, { g: goal.id }, { token: author.token });
    // A comment: the reporter is the author's mentor and writes under a step; the author reports it back.
    await app.database.db.update(users).set({ isMentor: true }).where(eq(users.id, reporter.id));
    await app.database.db.update(users).set({ mentorId: reporter.id }).where(eq(users.id, author.id));
    const step = goal.tasks.find((t) => t.parentId)!.id;
    const comment = await app.gql(COMMENT, { t: step, b: 'You are hopeless' }, { token: reporter.token });
    expect(comment.errors).toBeUndefined();
    const commentId = comment.data!.commentTask.id as string;

    const file = (token: string, type: string, id: string, reason = 'spam', details?: string) =>
      app.gql(REPORT, { type, id, reason, details }, { token });
    const ids = [
      await file(reporter.token, 'person', author.id, 'harassment', 'Keeps writing to me'),
      await file(reporter.token, 'goal', goal.id),
      await file(reporter.token, 'message', messageId),
      await file(reporter.token, 'offer', goal.id, 'inappropriate'),
      await file(author.token, 'comment', commentId, 'harassment'),
    ].map((r) => {
      expect(r.errors).toBeUndefined();
      return r.data!.report as string;
    });
    // The same report again while it is open: the same report, nothing new.
    expect((await file(reporter.token, 'goal', goal.id)).data!.report).toBe(ids[1]);

    const { reports } = await openReports();
    const mine = reports.filter((r) => ids.includes(r.id));
    expect(mine).toHaveLength(5);
    const byType = Object.fromEntries(mine.map((r) => [r.targetType, r]));
    expect(byType.message.excerpt).toBe('Buy cheap pills at spam.example');
    expect(byType.goal.excerpt).toContain('Run a marathon by May');
    expect(byType.comment.excerpt).toBe('You are hopeless');
    expect(byType.offer.excerpt).toContain('Join me');
    expect(byType.person).toMatchObject({
      reason: 'harassment',
      details: 'Keeps writing to me',
      reporter: { username: reporter.username },
      subject: { id: author.id },
    });
    expect(byType.comment.subject.id).toBe(reporter.id);
  });

  it('refuses one’s own, what one cannot see, and a bad reason, with a code and the person’s language', async () => {
    const author = await person('hider');
    const stranger = await person('stranger');
    const secret = await goalOf(author.token, 'private');
    const own = await app.gql(
      REPORT,
      { type: 'goal', id: secret.id, reason: 'spam' },
      { token: author.token, lang: 'ru' },
    );
    expect(codeOf(own)).toBe('BAD_USER_INPUT');
    expect(messageOf(own)).toBe('Нельзя пожаловаться на себя или на своё.');
    const unseen = await app.gql(
      REPORT,
      { type: 'goal', id: secret.id, reason: 'spam' },
      { token: stranger.token },
    );
    expect(codeOf(unseen)).toBe('NOT_FOUND');
    const reason = await app.gql(
      REPORT,
      { type: 'person', id: author.id, reason: 'boring' },
      { token: stranger.token },
    );
    expect(codeOf(reason)).toBe('BAD_USER_INPUT');
    const guest = await app.gql(REPORT, { type: 'person', id: author.id, reason: 'spam' });
    expect(codeOf(guest)).toBe('UNAUTHENTICATED');
    const long = await app.gql(
      REPORT,
      { type: 'person', id: author.id, reason: 'other', details: 'x'.repeat(1001) },
      { token: stranger.token },
    );
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
  });
});
