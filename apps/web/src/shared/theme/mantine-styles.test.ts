import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// mantine-styles.css imports Mantine core's styles one component at a time (the entry stylesheet, render-blocking):
// a component used without its file would render unstyled, and files out of styles.css's order would change the
// cascade. These checks read the sources, so a new component is caught before a browser shows it.
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../..');
const mantine = path.resolve(src, '../node_modules/@mantine/core');
const imported = [
  ...readFileSync(path.join(here, 'mantine-styles.css'), 'utf8').matchAll(/@import "([^"]+)";/g),
].map((m) => (m[1] as string).replace('@mantine/core/styles/', '').replace(/\.css$/, ''));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gen' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every name the app imports from '@mantine/core' (multi-line imports included). */
function mantineComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const m of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const part of (m[1] as string).split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('Mantine styles, one file per component (mantine-styles.css)', () => {
  it('imports the file of every Mantine component the app imports', () => {
    const missing = [...mantineComponents()].filter(
      (name) => existsSync(path.join(mantine, 'styles', `${name}.css`)) && !imported.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it("keeps styles.css's own order (the same cascade), starting with baseline, variables and global", () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const whole = readFileSync(path.join(mantine, 'styles.css'), 'utf8');
    const positions = imported.map((name) => {
      const css = readFileSync(path.join(mantine, 'styles', `${name}.css`), 'utf8').trim();
      return whole.indexOf(css);
    });
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
