import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, GraphQLError, type GraphQLSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

// Every ```graphql example in the docs is checked against the printed schema, so an example that no
// longer matches the API (a renamed field, a changed argument) fails here instead of misleading a reader.
// And every relative link between the docs points to a file that exists.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const schema = buildSchema(readFileSync(join(root, 'apps/server/schema.graphql'), 'utf8'));

/** The Markdown files a reader is sent to: the root README, the web app's and everything under docs/. */
function docFiles(): string[] {
  const files = [join(root, 'README.md'), join(root, 'apps/web/README.md')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  return files;
}

interface Example {
  where: string;
  text: string;
}

/** The fenced ```graphql blocks of a Markdown text, each with its file and first line. */
function graphqlBlocks(markdown: string, file: string): Example[] {
  const blocks: Example[] = [];
  const fence = /^```graphql[ \t]*\n([\s\S]*?)^```[ \t]*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const line = markdown.slice(0, match.index).split('\n').length + 1;
    blocks.push({ where: `${file}:${line}`, text: match[1] ?? '' });
  }
  return blocks;
}

/** What is wrong with one example: its parse error, or each validation error against the schema. */
function problems(example: Example, against: GraphQLSchema = schema): string[] {
  try {
    const document = parse(example.text);
    return validate(against, document).map((error) => `${example.where}: ${error.message}`);
  } catch (error) {
    if (error instanceof GraphQLError) return [`${example.where}: ${error.message}`];
    throw error;
  }
}

const examples = docFiles().flatMap((file) =>
  graphqlBlocks(readFileSync(file, 'utf8'), relative(root, file).replaceAll('\\', '/')),
);

describe('GraphQL examples in the docs', () => {
  it('are found (the API reference has examples for every area)', () => {
    const inApi = examples.filter((example) => example.where.startsWith('docs/api.md:'));
    expect(inApi.length).toBeGreaterThanOrEqual(10);
  });

  it('each parse and validate against apps/server/schema.graphql', () => {
    expect(examples.flatMap((example) => problems(example))).toEqual([]);
  });

  it('a stale example is caught: an unknown field, a wrong argument, a missing variable, bad syntax', () => {
    const stale = [
      'query A { currentUser { entities { id nickname } } }',
      'query B { search(text: "петро") { people { id } } }',
      'query C { goal(id: $id) { id } }',
      'query D { agenda(days: 7) { today ',
    ];
    for (const text of stale) expect(problems({ where: 'planted', text })).not.toEqual([]);
    expect(problems({ where: 'planted', text: 'query E { agenda(days: 7) { today } }' })).toEqual([]);
  });
});

describe('links between the docs', () => {
  it('point to files that exist', () => {
    const broken: string[] = [];
    for (const file of docFiles()) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z]+:/i.test(target)) continue;
        if (!existsSync(join(dirname(file), target))) broken.push(`${relative(root, file)} -> ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
