import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Category } from '@stepwise/planner/categories';
import { AppError } from '../kernel/errors.js';
import type { Context } from './context.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: { signedIn: boolean };
  AuthContexts: { signedIn: Context & { session: NonNullable<Context['session']> } };
  Scalars: {
    File: { Input: File; Output: never };
    ID: { Input: string; Output: string };
    /** YYYY-MM-DD; an empty string in an argument arrives as null (no date). */
    Date: { Input: string | null; Output: string };
    Category: { Input: Category | null; Output: string };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({ signedIn: ctx.session !== null }),
    unauthorizedError: (_parent, ctx) =>
      ctx.session
        ? new AppError('FORBIDDEN', 'forbidden')
        : new AppError('UNAUTHENTICATED', ctx.tokenInvalid ? 'sessionExpired' : 'unauthenticated'),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec.',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
});
