import type { PersonRef } from '../notifications/notifications.service.js';

/** A person as lists show them (GraphQL `Person`, defined by the social module): never e-mail or settings. */
export type PersonCard = PersonRef;

/** A username as people type it: trimmed, without a leading @, lower-case (usernames are stored so). */
export const normalizeUsername = (value: string) => value.trim().replace(/^@/, '').toLowerCase().slice(0, 60);
