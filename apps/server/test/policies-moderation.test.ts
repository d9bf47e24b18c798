// Who may see or change what, decided in src/policies and tested for each role: owner, mentor, member
// (participant), follower, stranger, guest, and someone blocked.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  goals,
  hiddenContent,
  instanceSettings,
  pendingAccounts,
  suspensions,
  users,
} from '../src/db/schema.js';
import {
  goalWithdrawn,
  isAdmin,
  requireAdmin,
  requireMayActOnAccount,
  requireMayReport,
  requireMaySignIn,
} from '../src/policies/moderation.js';
import { registerUser } from './harness.js';
import { app, setUpFile, verdict } from './policies-kit.js';

setUpFile();

describe('moderation policies', () => {
  it('who administers, who may be acted on, who may report and sign in: each role', async () => {
    const { db } = app.database;
    // The first account of this app (registered by an earlier test, or now) is the owner.
    const owner = await registerUser(app);
    const [setting] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, 'owner'));
    const ownerIdValue = setting!.value as string;
    const theOwner = { id: ownerIdValue, email: 'whatever@example.com' };
    const named = await registerUser(app, `named.${Date.now()}@example.com`);
    const plain = owner.id === ownerIdValue ? await registerUser(app) : owner;
    const config = { admins: [named.email], registration: 'open' as const };
    const asUser = (u: { id: string; email: string }) => ({ id: u.id, email: u.email });

    // Administrators: the instance's owner and the e-mails configured; nobody else.
    expect([
      await isAdmin(db, theOwner, config),
      await isAdmin(db, asUser(named), config),
      await isAdmin(db, asUser(plain), config),
      await isAdmin(db, asUser(named), { ...config, admins: [] }),
    ]).toEqual([true, true, false, false]);
    expect([
      await verdict(() => requireAdmin(db, theOwner, config)),
      await verdict(() => requireAdmin(db, asUser(plain), config)),
    ]).toEqual(['ok', 'FORBIDDEN notAdministrator']);

    // Suspend or delete: never oneself, never the owner; anyone else (another administrator too).
    expect([
      await verdict(() => requireMayActOnAccount(db, named.id, plain.id)),
      await verdict(() => requireMayActOnAccount(db, named.id, named.id)),
      await verdict(() => requireMayActOnAccount(db, named.id, ownerIdValue)),
      await verdict(() => requireMayActOnAccount(db, ownerIdValue, named.id)),
    ]).toEqual(['ok', 'FORBIDDEN moderateSelf', 'FORBIDDEN moderateOwner', 'ok']);

    // Reports: about anyone but oneself.
    expect([
      await verdict(() => requireMayReport(plain.id, named.id)),
      await verdict(() => requireMayReport(plain.id, plain.id)),
    ]).toEqual(['ok', 'BAD_USER_INPUT reportOwn']);

    // Sign-in: a suspended account is told why; one awaiting approval is told it waits.
    const waiting = await registerUser(app);
    const suspended = await registerUser(app);
    await db.insert(pendingAccounts).values({ userId: waiting.id });
    await db.insert(suspensions).values({ userId: suspended.id, reason: 'Spam' });
    expect([
      await verdict(() => requireMaySignIn(db, plain.id)),
      await verdict(() => requireMaySignIn(db, waiting.id)),
      await verdict(() => requireMaySignIn(db, suspended.id)),
    ]).toEqual(['ok', 'APPROVAL_PENDING accountPending', 'ACCOUNT_SUSPENDED accountSuspended']);

    // A goal is withdrawn from others when hidden or when its owner is suspended.
    const goalOf = async (userId: string) => {
      const [row] = await db
        .insert(goals)
        .values({
          userId,
          title: 'Moderated goal',
          category: 'hobbies',
          language: 'en',
          visibility: 'public',
        })
        .returning({ id: goals.id, userId: goals.userId });
      return row!;
    };
    const fine = await goalOf(plain.id);
    const hidden = await goalOf(plain.id);
    const ofSuspended = await goalOf(suspended.id);
    await db
      .insert(hiddenContent)
      .values({ targetType: 'goal', targetId: hidden.id, targetUserId: plain.id });
    expect([
      await goalWithdrawn(db, fine),
      await goalWithdrawn(db, hidden),
      await goalWithdrawn(db, ofSuspended),
    ]).toEqual([false, true, true]);
    await db.delete(users).where(eq(users.id, suspended.id));
  });
});
