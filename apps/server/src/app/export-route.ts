// GET /exports/:id: a person downloads their data export (modules/users/exports.ts writes it), signed in by
// their session token (modules/auth). An HTTP route of the app, above both modules.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { dataExports } from '../db/schema.js';
import { resolveSession } from '../modules/auth/auth.service.js';
import type { SessionCache } from '../modules/auth/session-cache.js';

/** GET /exports/:id: the owner's ready export as a file (session token as Bearer); 404 for anyone else. */
export function registerExportRoute(app: FastifyInstance, deps: { db: Db; sessions: SessionCache }) {
  app.get<{ Params: { id: string } }>('/exports/:id', async (req, reply) => {
    const match = /^Bearer\s+(\S+)$/i.exec((req.headers.authorization ?? '').trim());
    const found = await resolveSession(deps.db, match?.[1], deps.sessions);
    const notFound = () => reply.status(404).header('cache-control', 'no-store').send({ error: 'Not found' });
    if (!found || found === 'invalid') {
      return reply.status(401).header('cache-control', 'no-store').send({ error: 'Unauthorized' });
    }
    if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) return notFound();
    const [row] = await deps.db
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.id, req.params.id),
          eq(dataExports.userId, found.user.id),
          eq(dataExports.status, 'ready'),
          gt(dataExports.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row) return notFound();
    const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="stepwise-export-${found.user.username}-${day}.json"`,
      )
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(row.content, null, 2));
  });
}
