export function flaggedImports(srcDir: string, files: { file: string; source: string }[]): Set<string>;
