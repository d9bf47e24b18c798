/** Who did something, as every list and feed shows them. */
export interface PersonRef {
  id: string;
  username: string;
  name: string;
  avatarUrl: string | null;
}

/** A person as lists show them (GraphQL `Person`, defined by the social module): never e-mail or settings. */
export type PersonCard = PersonRef;

/** A username as people type it: trimmed, without a leading @, lower-case (usernames are stored so). */
export const normalizeUsername = (value: string) => value.trim().replace(/^@/, '').toLowerCase().slice(0, 60);
