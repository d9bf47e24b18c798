// No import cycle in the server's source, and modules call only modules below them (src/modules/README.md).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.js';

const src = path.resolve(import.meta.dirname, '../src');
const graph = importGraph(src);

/** The written order, bottom to top: the line of src/modules/README.md that lists every module with `<`. */
const order = (() => {
  const readme = readFileSync(path.join(src, 'modules/README.md'), 'utf8');
  const line = readme.split('\n').find((l) => /^[a-z-]+( < [a-z-]+)+$/.test(l.trim()));
  if (!line) throw new Error('src/modules/README.md has no "a < b < ..." line');
  return line.trim().split(' < ');
})();

/** Imports that still run up the order, each to be removed (the test fails when one is gone: strike it here). */
const KNOWN_UPWARD: string[] = [];

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

function upwardImports(): string[] {
  const found = new Set<string>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from && order.indexOf(to) > order.indexOf(from)) found.add(`${file} -> ${target}`);
    }
  }
  return [...found].sort();
}

describe('the server import graph', () => {
  it('has no cycle in src/', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a planted cycle (the check can fail)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-cycle-'));
    try {
      mkdirSync(path.join(dir, 'sub'));
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './sub/b.js';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'sub/b.ts'), "export { c as b } from '../c.js';\n");
      writeFileSync(path.join(dir, 'c.ts'), "export const c = () => import('./a.js');\n");
      writeFileSync(path.join(dir, 'd.ts'), "import type { a } from './a.js';\nexport type D = typeof a;\n");
      expect(importCycles(importGraph(dir))).toEqual([['a.ts', 'c.ts', 'sub/b.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('places every module in the written order', () => {
    const modules = new Set([...graph.keys()].map(moduleOf).filter((m): m is string => Boolean(m)));
    expect([...modules].filter((m) => !order.includes(m))).toEqual([]);
  });

  it('has modules import only modules below them in the order', () => {
    expect(upwardImports()).toEqual(KNOWN_UPWARD);
  });
});
