#!/usr/bin/env node
// What the welcome route's initial JavaScript holds: the entry chunk of index.html and the chunks it imports
// statically (as scripts/bundle-size.mjs counts them), attributed to source modules and packages through the
// build's source maps. Each byte of a minified chunk belongs to the source its mapping segment names; a group's
// gzipped figure is what the chunk's gzip (level 9) loses without the group's bytes (the marginal cost), so the
// figures say what taking a group out would save. Bytes without a mapping (the bundler's glue) are "(unmapped)".
//
// Usage: npx vite build --sourcemap --outDir /tmp/sm (from apps/web; a build apart from dist/), then
//        node apps/web/scripts/entry-attribution.mjs /tmp/sm [--modules] [--top 40] [--json]
//        --modules lists source modules; without it, packages (node_modules/<name>) and the app's folders.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 40;
const byModule = args.includes('--modules');
if (!dist || !existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error('Usage: node apps/web/scripts/entry-attribution.mjs <a build with source maps> [--modules]');
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit('index.html');
const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const b64 = new Map([...B64].map((c, i) => [c, i]));

/** Decodes a source map's `mappings`: per generated line, [column, source index] segments in order. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = b64.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) {
        source += fields[1];
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The group a source path counts under: a package, or the app's folder (two levels under src/). */
function groupOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (byModule)
    return pkg ? source.slice(source.lastIndexOf('node_modules/')) : source.replace(/^(\.\.\/)+/, '');
  if (pkg) return pkg[1];
  const app = source.match(/(?:^|\/)(src\/[^/]+(?:\/[^/]+)?)\//);
  if (app) return app[1];
  const ws = source.match(/(packages\/[^/]+)\//);
  return ws ? ws[1] : source.replace(/^(\.\.\/)+/, '');
}

/** Each byte of `code` tagged with its group's index (-1 unmapped). */
function attribute(code, map, groups) {
  const owner = new Int32Array(code.length).fill(-1);
  const groupIndex = map.sources.map((s) => {
    const name = groupOf(s);
    if (!groups.has(name)) groups.set(name, groups.size);
    return groups.get(name);
  });
  const lines = decodeMappings(map.mappings);
  let offset = 0;
  const codeLines = code.split('\n');
  for (let l = 0; l < codeLines.length; l++) {
    const segments = lines[l] ?? [];
    const length = codeLines[l].length;
    for (let s = 0; s < segments.length; s++) {
      const [column, source] = segments[s];
      const end = s + 1 < segments.length ? segments[s + 1][0] : length;
      if (source >= 0) owner.fill(groupIndex[source], offset + column, offset + end);
    }
    offset += length + 1;
  }
  return owner;
}

const groups = new Map();
const perFile = [];
for (const file of files) {
  const path = join(dist, file);
  const mapPath = `${path}.map`;
  const code = readFileSync(path, 'utf8');
  // The bundler's runtime chunk has no map: all of it counts as unmapped.
  const map = existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) : { sources: [], mappings: '' };
  perFile.push({ file, code, owner: attribute(code, map, groups) });
}

const names = [...groups.keys()];
const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;
const rows = new Map(names.map((n) => [n, { name: n, raw: 0, gzip: 0 }]));
rows.set('(unmapped)', { name: '(unmapped)', raw: 0, gzip: 0 });
let total = 0;
for (const { code, owner } of perFile) {
  const full = gz(code);
  total += full;
  // Characters per group, then the chunk without each group's characters.
  const present = new Set(owner);
  for (const g of present) {
    const name = g < 0 ? '(unmapped)' : names[g];
    let kept = '';
    let raw = 0;
    let start = 0;
    for (let i = 0; i <= code.length; i++) {
      if (i === code.length || owner[i] === g) {
        if (i > start) kept += code.slice(start, i);
        start = i + 1;
        if (i < code.length) raw++;
      }
    }
    const row = rows.get(name);
    row.raw += raw;
    row.gzip += full - gz(kept);
  }
}

const sorted = [...rows.values()].filter((r) => r.raw > 0).sort((a, b) => b.gzip - a.gzip);
if (args.includes('--json')) {
  console.log(JSON.stringify({ files, gzipBytes: total, groups: sorted }));
} else {
  console.log(`${files.join(', ')}: ${(total / 1024).toFixed(1)} KB gzipped`);
  console.log('group'.padEnd(70), 'raw KB'.padStart(8), 'gzip KB (marginal)'.padStart(19));
  for (const r of sorted.slice(0, top)) {
    console.log(
      r.name.padEnd(70),
      (r.raw / 1024).toFixed(1).padStart(8),
      (r.gzip / 1024).toFixed(2).padStart(19),
    );
  }
  const rest = sorted.slice(top);
  if (rest.length > 0) {
    const gzip = rest.reduce((s, r) => s + r.gzip, 0);
    console.log(`(${rest.length} more)`.padEnd(70), ''.padStart(8), (gzip / 1024).toFixed(2).padStart(19));
  }
}
