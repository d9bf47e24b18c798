import type { Plugin } from 'vite';

/**
 * Writes `dist/.vite/chunk-modules.json`: every JS chunk's modules with their rendered sizes, its static and
 * dynamic imports. bench/route-js.mjs reads it to say what a route's chunks hold, so a module dragged into a
 * route it does not need can be found by name.
 */
export function chunkModules(): Plugin {
  return {
    name: 'stepwise:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, unknown> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const modules = Object.entries(file.modules)
          .map(([id, m]) => ({
            id: id.replace(/^.*\/node_modules\//, 'npm:').replace(/^.*\/src\//, 'src/'),
            size: m.renderedLength,
          }))
          .filter((m) => m.size > 0)
          .sort((a, b) => b.size - a.size);
        chunks[file.fileName] = {
          name: file.name,
          isEntry: file.isEntry,
          isDynamicEntry: file.isDynamicEntry,
          imports: file.imports,
          dynamicImports: file.dynamicImports,
          modules,
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}
