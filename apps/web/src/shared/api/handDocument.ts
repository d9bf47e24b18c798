import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * A document for the first chunk, written out by hand and typed with the generated types (type-only
 * imports, erased from the bundle). The generated `gen/graphql.ts` holds every document of the app in one
 * module, so importing any generated constant would put all of them into the welcome route's JS. Each
 * hand document has its `graphql()` twin (read by codegen), and a test keeps both texts equal.
 */
export function handDocument<TResult, TVariables>(
  text: string,
): DocumentTypeDecoration<TResult, TVariables> & { toString(): string } {
  return { toString: () => text } as DocumentTypeDecoration<TResult, TVariables> & { toString(): string };
}

/** The text without insignificant whitespace, to compare a hand document with its generated twin. */
export const compactDocument = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}():,!$])\s*/g, '$1')
    .trim();
