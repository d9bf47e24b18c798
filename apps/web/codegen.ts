import type { CodegenConfig } from '@graphql-codegen/cli';

// The server's printed (and committed) schema is the source of truth for every document's types.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
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
        scalars: { File: 'File', ID: 'string', Date: 'string', Category: 'string' },
      },
    },
  },
};

export default config;
