import type { Plugin } from 'vite';

/**
 * Groups of chunks that import each other statically (strongly connected components of more than one chunk),
 * each listed once. ES modules in such a ring run in the order the ring is first entered, not in source order:
 * a module can read another's export before it has run (seen: a Mantine component's `.classes` undefined).
 */
export function chunkCycles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (chunk: string) => {
    index.set(chunk, counter);
    low.set(chunk, counter);
    counter += 1;
    stack.push(chunk);
    onStack.add(chunk);
    for (const dep of imports.get(chunk) ?? []) {
      if (!imports.has(dep)) continue;
      if (!index.has(dep)) {
        connect(dep);
        low.set(chunk, Math.min(low.get(chunk)!, low.get(dep)!));
      } else if (onStack.has(dep)) low.set(chunk, Math.min(low.get(chunk)!, index.get(dep)!));
    }
    if (low.get(chunk) !== index.get(chunk)) return;
    const ring: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      ring.push(member);
    } while (member !== chunk);
    if (ring.length > 1) cycles.push(ring.sort());
  };
  for (const chunk of imports.keys()) if (!index.has(chunk)) connect(chunk);
  return cycles;
}

/**
 * Fails the build when the JS chunks import each other in a ring. The shared lazy chunks are grouped by the
 * routes that use them (vite.config.ts), and merging small groups can close such a ring; lower
 * `entriesAwareMergeThreshold` if this fails.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'stepwise:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') imports.set(file.fileName, file.imports);
      const cycles = chunkCycles(imports);
      if (cycles.length > 0) {
        this.error(
          `chunks that import each other (module order would break): ${cycles.map((c) => c.join(' <-> ')).join('; ')}`,
        );
      }
    },
  };
}
