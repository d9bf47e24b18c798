// The embedded database runs its statements on the server's own event loop, and libuv accepts one new connection
// per turn of that loop (libuv#3696). A run of statements in one turn let waiting clients in one at a time, a turn
// of 100-200 ms apart under load: 200 connecting clients timed out in the kernel's accept queue.
// PGlite's statements now give the loop a turn every few milliseconds (db/loop-turns.ts).
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { dbKind, freshDatabase } from './harness.js';

/** Statements of ~2 ms each, one after another: ~300 ms of the database's work in what was one turn. */
const STATEMENTS = 150;
const busy = async (database: Database) => {
  for (let i = 0; i < STATEMENTS; i++) await database.db.execute(sql`select pg_sleep(0.002)`);
};

describe.skipIf(dbKind !== 'pglite')('PGlite statements and the event loop', () => {
  let database: Database;
  beforeAll(async () => {
    ({ database } = await freshDatabase());
    // A new database's first statement reads its catalogs (~100 ms): one statement, which no gate can split.
    await database.db.execute(sql`select pg_sleep(0.002)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives the loop a turn every few milliseconds while statements run back to back', async () => {
    // Counted in statements, not milliseconds: a loaded machine makes each statement slower, never a turn longer
    // in statements. A turn is 5 ms of statements of ~2 ms each, so three, four with the one that crosses it.
    let sinceTurn = 0;
    let most = 0;
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      sinceTurn = 0;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    for (let i = 0; i < STATEMENTS; i++) {
      await database.db.execute(sql`select pg_sleep(0.002)`);
      most = Math.max(most, ++sinceTurn);
    }
    running = false;
    // Before loopTurns: all 150 in one turn.
    expect(most, 'most statements run in one turn of the loop').toBeLessThanOrEqual(8);
    expect(turns, 'turns of the loop while they ran').toBeGreaterThanOrEqual(STATEMENTS / 8);
  });

  it('accepts the connections waiting to be let in while statements run', async () => {
    const server = net.createServer((socket) => {
      accepted.push(performance.now());
      socket.end();
    });
    const accepted: number[] = [];
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const clients: net.Socket[] = [];
    try {
      // The kernel completes these handshakes by itself: they wait in the listening socket's queue.
      for (let i = 0; i < 20; i++) {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => {});
        clients.push(socket);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = accepted.length;
      const started = performance.now();
      const work = busy(database);
      // Opened after the work began: these wait in the queue behind nothing but the busy loop.
      for (let i = 0; i < 20; i++) {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => {});
        clients.push(socket);
      }
      await work;
      const ended = performance.now();
      const during = accepted.filter((at) => at > started && at < ended).length;
      expect(before, 'the first 20 are in before the work').toBe(20);
      // Before loopTurns, none: the statements held one turn, and the poll that accepts came after it.
      expect(during, 'connections accepted while the statements ran').toBe(20);
    } finally {
      for (const socket of clients) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
