import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedMentors } from './db/seed/mentors.js';

const started = performance.now();
const config = loadConfig();
let log: { warn: (obj: object, msg: string) => void } = { warn: (obj, msg) => console.warn(msg, obj) };
const database = await openDatabase({
  url: config.databaseUrl,
  prepared: config.databasePrepared,
  dataDir: config.dataDir,
  onConnectionError: (err) => log.warn({ err }, 'database connection lost; the pool reconnects'),
});
let seeded = 0;
// Several processes may start at once on a fresh database: they take turns under an advisory lock.
await database.migrate(async (db) => {
  seeded = await seedMentors(db);
});
const redis = config.redisUrl
  ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false })
  : undefined;
// buildApp starts the job workers and the purge schedule: after the migrations, like every other reader.
const app = await buildApp({ config, database, redis });
log = app.log;
if (seeded) app.log.info(`seeded ${seeded} mentors`);

const close = async () => {
  // Ends open live streams and stops the job queue (a running job finishes first; an unfinished one is retried).
  await app.close();
  redis?.disconnect();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ host: config.host, port: config.port });
app.log.info(
  `Stepwise ready on ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`} in ${Math.round(performance.now() - started)} ms`,
);
