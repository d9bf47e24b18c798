import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { calendarText } from '../modules/reminders/calendar.service.js';

/**
 * `GET /calendar/{token}.ics`: a person's calendar feed (modules/reminders/calendar.service.ts), read by calendar
 * apps without a session: the secret token is the key. An unknown, regenerated or turned-off token answers 404.
 */
export function registerCalendarRoute(app: FastifyInstance, deps: { db: Db; publicUrl: string }): void {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (req, reply) => {
    const token = /^(.+)\.ics$/.exec(req.params.file)?.[1];
    const text = token ? await calendarText(deps.db, token, deps.publicUrl) : null;
    reply.header('Cache-Control', 'private, no-store');
    if (text === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="stepwise.ics"')
      .send(text);
  });
}
