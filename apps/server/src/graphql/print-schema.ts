import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.js';

export const schemaFile = path.resolve(import.meta.dirname, '../../schema.graphql');
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv[1] === import.meta.filename) {
  writeFileSync(schemaFile, printedSchema());
  console.log(`wrote ${schemaFile}`);
}
