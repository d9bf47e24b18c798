import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once at boot. Documented in README.md. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // Behind a pooler that cannot keep a connection's prepared statements (PgBouncer in transaction mode before
  // 1.21, or without max_prepared_statements): `false` sends every statement unnamed.
  DATABASE_PREPARED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  UPLOADS_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Stepwise <no-reply@stepwise.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  PLANNER_LLM_URL: z.url().optional(),
  PLANNER_LLM_MODEL: z.string().default('gpt-4o-mini'),
  PLANNER_LLM_API_KEY: z.string().optional(),
  // Administrators beside the instance's first account: their e-mails, comma-separated.
  STEPWISE_ADMINS: z.string().default(''),
  // How new accounts come to be until an administrator changes it: open, closed, invite or approval.
  STEPWISE_REGISTRATION: z.enum(['open', 'closed', 'invite', 'approval']).default('open'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The native shells' page origins: iOS, Android (https scheme, the default) and Android with the http scheme.
  CORS_ORIGINS: z.string().default('capacitor://localhost,https://localhost,http://localhost'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: named prepared statements, parsed once per connection (db/client.ts). */
  databasePrepared: boolean;
  redisUrl: string | undefined;
  uploadsDir: string;
  webDist: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  plannerLlm: { url: string; model: string; apiKey: string | undefined } | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Administrators named by e-mail (lower case), beside the instance's first account; the registration default. */
  moderation: { admins: string[]; registration: Env['STEPWISE_REGISTRATION'] };
  trustProxy: boolean;
  /** Other origins allowed to call /graphql: the Capacitor shells by default. */
  corsOrigins: string[];
}

const serverRoot = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePrepared: e.DATABASE_PREPARED,
    redisUrl: e.REDIS_URL,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    plannerLlm: e.PLANNER_LLM_URL
      ? { url: e.PLANNER_LLM_URL, model: e.PLANNER_LLM_MODEL, apiKey: e.PLANNER_LLM_API_KEY }
      : undefined,
    logLevel: e.LOG_LEVEL,
    moderation: {
      admins: e.STEPWISE_ADMINS.split(',')
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
      registration: e.STEPWISE_REGISTRATION,
    },
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}
