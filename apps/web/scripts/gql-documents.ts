import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Only the GraphQL documents a chunk uses ship in it (what the client preset's babel/swc plugin does, for our
 * Vite build, which has neither Babel nor SWC). Codegen writes every document of the app into one module
 * (`gen/graphql.ts`) and `gen/gql.ts`'s `graphql()` looks them up in a map keyed by their full text, so any
 * use of either put all ~115 documents, twice, into the welcome route's JS. At build time:
 * - each generated document becomes a module of its own (`virtual:stepwise-gql/<Name>`), and `gen/graphql.ts`
 *   only re-exports them, so a document lands in the chunk of the code that uses it;
 * - each `graphql(`…`)` call is replaced by an import of the document that `gen/gql.ts`'s map gives for
 *   that exact text. A text the map does not know (codegen not run) fails the build, as a document the
 *   running app could not find would otherwise fail at run time.
 */

const DOC_PREFIX = 'virtual:stepwise-gql/';
const CLASS_ID = 'virtual:stepwise-gql-class';

/** `TypedDocumentString` of gen/graphql.ts, in plain JS: a String whose `toString()` is the document. */
const CLASS_SOURCE = `export class TypedDocumentString extends String {
  constructor(value, __meta__) { super(value); this.value = value; this.__meta__ = __meta__; }
  toString() { return this.value; }
}
`;

export interface GeneratedDocument {
  text: string;
  meta: string | undefined;
}

const DOCUMENT_RE =
  /^export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, (\{[^\n]*\}))?\) as unknown as TypedDocumentString<[^\n]*>;$/gm;
const CLASS_RE = /^export class TypedDocumentString<[\s\S]*?\n}\n/m;

/** The documents of gen/graphql.ts by exported name. */
export function parseGeneratedDocuments(source: string): Map<string, GeneratedDocument> {
  const out = new Map<string, GeneratedDocument>();
  for (const m of source.matchAll(DOCUMENT_RE)) {
    const [, name = '', text = '', meta] = m;
    if (text.includes('\\') || text.includes('${')) throw new Error(`gql-documents: ${name} has escapes`);
    out.set(name, { text, meta });
  }
  return out;
}

/** gen/graphql.ts with its documents and class replaced by re-exports of the per-document modules. */
export function rewriteGenerated(source: string): string {
  if (!CLASS_RE.test(source))
    throw new Error('gql-documents: no TypedDocumentString class in gen/graphql.ts');
  return source
    .replace(CLASS_RE, `export { TypedDocumentString } from '${CLASS_ID}';\n`)
    .replace(DOCUMENT_RE, (_, name: string) => `export { default as ${name} } from '${DOC_PREFIX}${name}';`);
}

/** gen/gql.ts's map: a document's exact source text -> the exported name of its generated document. */
export function parseDocumentMap(source: string): Map<string, string> {
  const start = source.indexOf('const documents');
  if (start < 0) throw new Error('gql-documents: no document map in gen/gql.ts');
  const out = new Map<string, string>();
  for (const m of source.slice(start).matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    out.set(JSON.parse(m[1] ?? '""') as string, m[2] ?? '');
  }
  return out;
}

const GQL_IMPORT_RE = /^import \{ graphql \} from '((?:\.\.?\/)+gen\/gql)';\n/m;
const CALL_RE = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/**
 * A source file's `graphql(`…`)` calls replaced by imports of their generated documents (from `graphqlPath`,
 * gen/graphql.ts); null when the file does not import `graphql` from gen/gql.
 */
export function rewriteCalls(code: string, map: Map<string, string>, graphqlPath: string, file: string) {
  const imported = GQL_IMPORT_RE.exec(code);
  if (!imported) return null;
  const names = new Set<string>();
  let out = code.replace(GQL_IMPORT_RE, '').replace(CALL_RE, (_, text: string) => {
    const name = text.includes('\\') || text.includes('${') ? undefined : map.get(text);
    if (!name)
      throw new Error(`${file}: a graphql() document that src/gen does not know: run \`npm run codegen\``);
    names.add(name);
    return `__gql_${name}`;
  });
  if (/\bgraphql\(/.test(out))
    throw new Error(`${file}: a graphql() call that is not a plain template literal`);
  const specifiers = [...names].map((n) => `${n} as __gql_${n}`).join(', ');
  out = `import { ${specifiers} } from ${JSON.stringify(graphqlPath)};\n${out}`;
  return out;
}

export function gqlDocuments(genDir: string): Plugin {
  const graphqlPath = path.join(genDir, 'graphql.ts');
  const gqlPath = path.join(genDir, 'gql.ts');
  let documents = new Map<string, GeneratedDocument>();
  let map = new Map<string, string>();
  return {
    name: 'stepwise:gql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = parseGeneratedDocuments(readFileSync(graphqlPath, 'utf8'));
      map = parseDocumentMap(readFileSync(gqlPath, 'utf8'));
      for (const name of map.values()) {
        if (!documents.has(name))
          throw new Error(`gql-documents: ${name} is in gen/gql.ts, not in gen/graphql.ts`);
      }
    },
    resolveId(id) {
      return id === CLASS_ID || id.startsWith(DOC_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${CLASS_ID}`) return CLASS_SOURCE;
      if (!id.startsWith(`\0${DOC_PREFIX}`)) return null;
      const name = id.slice(DOC_PREFIX.length + 1);
      const doc = documents.get(name);
      if (!doc) throw new Error(`gql-documents: no document ${name}`);
      return [
        `import { TypedDocumentString } from '${CLASS_ID}';`,
        `export default /* @__PURE__ */ new TypedDocumentString(${JSON.stringify(doc.text)}${doc.meta ? `, ${doc.meta}` : ''});`,
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file === graphqlPath) return { code: rewriteGenerated(code), map: null };
      if (file === gqlPath)
        throw new Error(
          `gen/gql.ts is imported in a form gql-documents does not rewrite: ${this.getModuleInfo(id)?.importers.join(', ')}`,
        );
      if (file.startsWith(genDir) || !/\.tsx?$/.test(file) || !code.includes('gen/gql')) return null;
      const out = rewriteCalls(code, map, graphqlPath, path.relative(process.cwd(), file));
      return out === null ? null : { code: out, map: null };
    },
  };
}
