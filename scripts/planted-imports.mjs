// Lints planted files with the repository's own biome.json in a scratch tree, and names those the layer rules
// (noRestrictedImports) flag: the server's and the web's layer tests prove with it that each rule fires.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');

/**
 * @param {string} srcDir the planted files' folder, relative to the repository (e.g. 'apps/server/src')
 * @param {{ file: string; source: string }[]} files paths relative to srcDir, and their text
 * @returns {Set<string>} the planted paths (relative to srcDir) that an import rule flags
 */
export function flaggedImports(srcDir, files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'planted-imports-'));
  try {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
    delete config.vcs; // the scratch tree is no git repository
    delete config.$schema;
    writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    for (const { file, source } of files) {
      const target = path.join(dir, srcDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, `${source}\n`);
    }
    let out;
    try {
      out = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', 'apps'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      out = error.stdout; // biome exits 1 when it finds errors
    }
    const report = JSON.parse(out);
    return new Set(
      report.diagnostics
        .filter((d) => d.category === 'lint/style/noRestrictedImports')
        .map((d) => path.relative(srcDir, d.location.path)),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
