#!/usr/bin/env node
// The welcome route's initial JavaScript, gzipped: the entry chunk of index.html plus every chunk it
// imports statically (recursively), read from Vite's build manifest. Lazy routes are not counted.
// Usage: node apps/web/scripts/bundle-size.mjs [--json] [--limit-kb 115.5]
// The guard is a ratchet: lowered whenever the chunk shrinks, so a gain cannot silently grow back; raised only by a
// change that needs the bytes in the first chunk, named here. 115.5: the entry hydrates a signed-in /plans drawn
// by the server, with the steps ticked before the app ran (docs/decisions/139-plans-drawn-for-its-session.md).
// The history of the figure is in git. What the chunk holds, by package and module: scripts/entry-attribution.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const args = process.argv.slice(2);
const limitIndex = args.indexOf('--limit-kb');
const limitKb = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 115.5;

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build -w apps/web\` first.`);
  process.exit(2);
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

export function initialChunks(m, entryKey = 'index.html') {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !m[key]) return;
    seen.add(key);
    for (const dep of m[key].imports ?? []) visit(dep);
  };
  visit(entryKey);
  return [...seen].map((k) => m[k].file).filter((f) => f.endsWith('.js'));
}

const files = initialChunks(manifest);
const rows = files.map((file) => {
  const buf = readFileSync(join(dist, file));
  return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
});
const total = rows.reduce((s, r) => s + r.gzip, 0);
const totalKb = total / 1024;

if (args.includes('--json')) {
  console.log(
    JSON.stringify({ route: '/', files: rows, gzipBytes: total, gzipKb: +totalKb.toFixed(1), limitKb }),
  );
} else {
  for (const r of rows) {
    console.log(
      `${r.file.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(8)} KB raw ${(r.gzip / 1024).toFixed(1).padStart(7)} KB gzip`,
    );
  }
  console.log(`welcome route initial JS: ${totalKb.toFixed(1)} KB gzipped (limit ${limitKb} KB)`);
}
// The figure as printed (tenths of a KB) against the limit, which is written in tenths.
if (Number(totalKb.toFixed(1)) > limitKb) {
  console.error(`Over budget by ${(totalKb - limitKb).toFixed(1)} KB`);
  process.exit(1);
}
