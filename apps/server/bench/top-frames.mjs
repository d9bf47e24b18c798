// The top frames of a .cpuprofile by self time, and by inclusive time for the app's and its packages' functions.
// Usage: node bench/top-frames.mjs file.cpuprofile [count]
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const count = Number(process.argv[3] ?? 30);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const label = (n) => {
  const f = n.callFrame;
  const file = f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\/server\//, '');
  return `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}`;
};
const selfBy = new Map();
const inclBy = new Map();
for (const [id, time] of self) {
  const n = byId.get(id);
  selfBy.set(label(n), (selfBy.get(label(n)) ?? 0) + time);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur));
    if (seen.has(l)) continue;
    seen.add(l);
    inclBy.set(l, (inclBy.get(l) ?? 0) + time);
  }
}
const show = (title, map) => {
  console.log(`\n${title}`);
  for (const [l, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${l}`);
  }
};
show('self time', selfBy);
show('inclusive time', inclBy);
