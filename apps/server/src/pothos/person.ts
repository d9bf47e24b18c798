// Person: someone as every list shows them (kernel/people.ts's PersonRef), one GraphQL type for every module's
// lists (news, the bell, messages, search...). The social module adds `followedByMe` (social.schema.ts).
import type { PersonRef } from '../kernel/people.js';
import { builder } from './builder.js';

/** Someone in a list, a feed, search results or the bell: a name, an avatar, a link to `/{username}`. */
export const Person = builder.objectRef<PersonRef & { followedByMe?: boolean }>('Person').implement({
  description: 'A person as lists show them; their profile is at /{username}. Never e-mail or settings.',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
  }),
});
