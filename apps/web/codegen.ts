import { existsSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// The server's printed schema is the source of truth; the draft only bridges the time before it exists.
const schema = existsSync(new URL('../server/schema.graphql', import.meta.url))
  ? '../server/schema.graphql'
  : './schema.draft.graphql';

const config: CodegenConfig = {
  schema,
  documents: ['src/**/*.{ts,tsx}', '!src/gen/**'],
  ignoreNoDocuments: true,
  generates: {
    './src/gen/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { File: 'File', ID: 'string' },
      },
    },
  },
};

export default config;
