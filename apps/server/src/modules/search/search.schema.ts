import type { PersonCard } from '../../kernel/people.js';
import { builder } from '../../pothos/builder.js';
import { Person } from '../../pothos/person.js';
import { Goal } from '../goals/goals.schema.js';
import type { GoalRow } from '../goals/types.js';
import { type SearchResults, search } from './search.service.js';

const FoundGoal = builder.objectRef<{ goal: GoalRow; owner: PersonCard }>('FoundGoal').implement({
  description: 'A public goal found by its title, with its owner.',
  fields: (t) => ({
    goal: t.field({ type: Goal, resolve: (f) => f.goal }),
    owner: t.field({ type: Person, resolve: (f) => f.owner }),
  }),
});

const SearchResultsRef = builder.objectRef<SearchResults>('SearchResults').implement({
  fields: (t) => ({
    people: t.field({ type: [Person], description: 'By name and username.', resolve: (r) => r.people }),
    goals: t.field({ type: [FoundGoal], description: 'Public goals by title.', resolve: (r) => r.goals }),
  }),
});

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResultsRef,
    description:
      'People (name, username) and public goals (title), best first: partial words and small typos, Russian and English. `query`: 2 to 100 characters; `first`: 1 to 50 of each (10).',
    args: { query: t.arg.string({ required: true }), first: t.arg.int() },
    resolve: (_root, { query, first }, ctx) => search(ctx.db, ctx.session?.user.id ?? null, query, { first }),
  }),
}));
