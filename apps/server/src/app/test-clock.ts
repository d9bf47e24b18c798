import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { atTime } from '../kernel/time.js';

/** The header a test sends to say what time it is (ISO 8601). */
export const TEST_NOW_HEADER = 'x-stepwise-now';

/**
 * A controllable clock for browser and HTTP tests: on a server started with NODE_ENV=test (never in
 * development or production), a request carrying `x-stepwise-now` runs at that time (the person's today,
 * a pause's length, the agenda). Without the header, or on any other server, the real time.
 */
export function installTestClock(app: FastifyInstance, config: Pick<Config, 'env'>): void {
  if (config.env !== 'test') return;
  app.addHook('onRequest', (req, _reply, done) => {
    const value = req.headers[TEST_NOW_HEADER];
    const at = typeof value === 'string' ? new Date(value) : null;
    if (!at || Number.isNaN(at.getTime())) return done();
    atTime(at, done);
  });
}
