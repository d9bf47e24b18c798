// Person: someone as every list shows them (kernel/people.ts's PersonRef), one GraphQL type for every module's
// lists (news, the bell, messages, search...). The social module adds `followedByMe` (social.schema.ts).
import { type Lang, t } from '../kernel/messages.js';
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

/**
 * The stand-in for someone who deleted their account, where what they left stays (a conversation, a comment):
 * named "Deleted account" in the reader's language, with an empty username (nothing to open) and an id that is
 * no user's. Nobody follows it.
 */
export const deletedPerson = (lang: Lang, id: string): PersonRef & { followedByMe: boolean } => ({
  id,
  username: '',
  name: t(lang, 'deletedAccount'),
  avatarUrl: null,
  followedByMe: false,
});
