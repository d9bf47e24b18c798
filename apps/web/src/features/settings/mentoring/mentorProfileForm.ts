// The mentor profile form's draft: its empty state and what the form checks before the server does.

export interface Draft {
  headline: string;
  bio: string;
  categories: string[];
  languages: string[];
  accepting: boolean;
}

export const EMPTY: Draft = { headline: '', bio: '', categories: [], languages: [], accepting: true };

/** What the form says is wrong, field by field (the server checks the same and has the last word). */
export function mentorProfileErrors(d: Draft) {
  const headline = d.headline.trim().length;
  return {
    headline: headline < 3 || headline > 120,
    bio: d.bio.trim().length > 2000,
    categories: d.categories.length < 1,
    languages: d.languages.length < 1,
  };
}
