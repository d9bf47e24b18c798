// What deleting an account does beyond its rows' foreign keys, in the deletion's transaction: its address
// (and one an e-mail change waits to move it to) leaves the mail (outbox and queued jobs), and conversations
// where the other side wrote nothing go. A conversation where they did stays theirs: its side for the deleted
// person becomes null (the foreign key), the deleted person's messages go, the other's own stay, shown against
// a deleted account. Their mentees are released and told (no name kept: the account is gone) and asked to choose
// again; the comments they wrote under a mentee's steps stay, shown against a deleted account.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { conversations, emailChanges, messages, users } from '../../db/schema.js';
import { forgetAddress } from '../mail/forget.js';
import { notify } from '../notifications/notifications.service.js';

export async function eraseTraces(tx: Tx, person: { id: string; email: string }): Promise<void> {
  // The account's address, and one it asked to move to (the link letter went there).
  const pending = await tx
    .select({ address: emailChanges.newEmail })
    .from(emailChanges)
    .where(eq(emailChanges.userId, person.id));
  for (const address of new Set([person.email, ...pending.map((p) => p.address)])) {
    await forgetAddress(tx, address);
  }
  await tx.execute(sql`
    delete from ${conversations} c
    where (c.user_a = ${person.id}::uuid or c.user_b = ${person.id}::uuid)
      and not exists (select 1 from ${messages} m where m.conversation_id = c.id and m.sender_id <> ${person.id}::uuid)`);
  const mentees = await tx
    .update(users)
    .set({ mentorId: null, updatedAt: new Date() })
    .where(eq(users.mentorId, person.id))
    .returning({ id: users.id });
  for (const mentee of mentees) {
    await notify(tx, { userId: mentee.id, kind: 'mentor_left', data: { reason: 'deleted' } });
  }
}
