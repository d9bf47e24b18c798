import { describe, expect, it } from 'vitest';
import { createQueues } from './queue.js';

/** A fake executor that fails its first `failures` calls with `error`, and records every text it is sent. */
function failing(failures: number, error: object) {
  const texts: string[] = [];
  return {
    texts,
    async executeSql(text: string) {
      texts.push(text);
      if (texts.length <= failures) throw Object.assign(new Error('boom'), error);
      return { rows: [] };
    },
  };
}

describe('createQueues (processes starting together on a fresh database)', () => {
  it('tries its transaction again when PostgreSQL rolled it back as a deadlock victim', async () => {
    const db = failing(2, { code: '40P01' });
    await createQueues(db, [{ name: 'mail.send', policy: 'standard' }]);
    expect(db.texts).toHaveLength(3);
    // pg-boss' own send-it queue is created here too: its timekeeper ignores its own failure.
    expect(db.texts[2]).toContain("pgboss.create_queue('__pgboss__send-it'");
    expect(db.texts[2]).toContain("pgboss.create_queue('mail.send'");
  });

  it('gives up after five deadlocks, and at once on any other error', async () => {
    const deadlocked = failing(10, { code: '40P01' });
    await expect(createQueues(deadlocked, [{ name: 'mail.send' }])).rejects.toThrow('boom');
    expect(deadlocked.texts).toHaveLength(5);
    const other = failing(1, { code: '42P01' });
    await expect(createQueues(other, [{ name: 'mail.send' }])).rejects.toThrow('boom');
    expect(other.texts).toHaveLength(1);
  });
});
