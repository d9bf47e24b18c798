// Starts a real API process (src/main.ts) on PostgreSQL for the tests that need several at once.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

export interface ProcessExit {
  port: number;
  code: number | null;
  signal: string | null;
  /** The last 4,000 characters the process wrote to stderr. */
  stderr: string;
}

/** One API process on `port`, without Redis; `onExit` hears of its end with what it last said. */
export function startApiProcess(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  logLevel: 'warn' | 'error';
  onExit: (exit: ProcessExit) => void;
}): ChildProcess {
  const { REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: options.logLevel,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  child.on('exit', (code, signal) => options.onExit({ port: options.port, code, signal, stderr }));
  return child;
}
