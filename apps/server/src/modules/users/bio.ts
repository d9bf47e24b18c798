import sanitizeHtml from 'sanitize-html';
import { badInput } from '../../kernel/errors.js';

/** Exactly what the bio editor's toolbar can make (S-E1), and nothing else. */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'code', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'ul', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener nofollow',
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
      },
    }),
    b: 'strong',
    i: 'em',
  },
};

export const BIO_MAX = 10_000;

export function sanitizeBio(html: string): string {
  if (html.length > BIO_MAX * 2) throw badInput('bioTooLong', 'text');
  const clean = sanitizeHtml(html, options).trim();
  if (clean.length > BIO_MAX) throw badInput('bioTooLong', 'text');
  return clean;
}
