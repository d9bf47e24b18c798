import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocumentMap, parseGeneratedDocuments, rewriteCalls, rewriteGenerated } from './gql-documents';

const gen = path.resolve(import.meta.dirname, '../src/gen');
const graphqlTs = readFileSync(path.join(gen, 'graphql.ts'), 'utf8');
const gqlTs = readFileSync(path.join(gen, 'gql.ts'), 'utf8');

describe('gql-documents (only the documents a chunk uses ship in it)', () => {
  const documents = parseGeneratedDocuments(graphqlTs);
  const map = parseDocumentMap(gqlTs);

  it('reads every generated document and every entry of the map', () => {
    const declared = graphqlTs.match(/^export const \w+ = new TypedDocumentString\(/gm) ?? [];
    expect(documents.size).toBe(declared.length);
    expect(map.size).toBe((gqlTs.match(/": types\.\w+,$/gm) ?? []).length);
    for (const name of map.values()) expect(documents.has(name)).toBe(true);
    expect(documents.get('CurrentUserDocument')?.text).toContain('query CurrentUser(');
  });

  it('leaves gen/graphql.ts with re-exports only: no document text, no class', () => {
    const out = rewriteGenerated(graphqlTs);
    expect(out).not.toContain('new TypedDocumentString(');
    expect(out).not.toMatch(/^export class/m);
    expect(out).toContain(
      "export { default as CurrentUserDocument } from 'virtual:stepwise-gql/CurrentUserDocument';",
    );
    expect(out).toContain("export { TypedDocumentString } from 'virtual:stepwise-gql-class';");
  });

  it('replaces a graphql() call by an import of its generated document', () => {
    const [text, name] = [...map.entries()].find(([, n]) => n === 'LogoutDocument') ?? [];
    const source = `import { graphql } from '../../gen/gql';\n\nexport const LogoutDocument = graphql(\`${text}\`);\n`;
    const out = rewriteCalls(source, map, '/gen/graphql.ts', 'x.ts');
    expect(name).toBe('LogoutDocument');
    expect(out).toBe(
      'import { LogoutDocument as __gql_LogoutDocument } from "/gen/graphql.ts";\n\nexport const LogoutDocument = __gql_LogoutDocument;\n',
    );
    expect(rewriteCalls("import { a } from './a';\n", map, '/gen/graphql.ts', 'x.ts')).toBeNull();
  });

  it('fails the build on a document codegen has not seen, or a call it cannot read', () => {
    const stale =
      "import { graphql } from '../gen/gql';\nconst D = graphql(`\n  query Nobody {\n    x\n  }\n`);\n";
    expect(() => rewriteCalls(stale, map, '/gen/graphql.ts', 'x.ts')).toThrow(/npm run codegen/);
    const dynamic = "import { graphql } from '../gen/gql';\nconst D = graphql(text);\n";
    expect(() => rewriteCalls(dynamic, map, '/gen/graphql.ts', 'x.ts')).toThrow(
      /not a plain template literal/,
    );
  });
});
