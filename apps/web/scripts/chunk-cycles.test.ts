import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('chunkCycles (the build fails on chunks that import each other)', () => {
  it('finds none in a tree or a diamond', () => {
    expect(chunkCycles(graph({ entry: ['a', 'b'], a: ['c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds a ring of two and a ring of three, each once, and ignores imports of files outside the bundle', () => {
    const cycles = chunkCycles(
      graph({ entry: ['x', 'p', 'runtime.css'], x: ['y'], y: ['x'], p: ['q'], q: ['r'], r: ['p', 'x'] }),
    );
    expect(cycles).toEqual(
      expect.arrayContaining([
        ['x', 'y'],
        ['p', 'q', 'r'],
      ]),
    );
    expect(cycles).toHaveLength(2);
  });
});
