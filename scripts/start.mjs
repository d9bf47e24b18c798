// npm start: build what is missing or stale, then run the server (embedded PGlite unless DATABASE_URL).
import { buildIfStale, root } from './lib.mjs';

buildIfStale();
process.chdir(root);
await import('../apps/server/dist/main.js');
