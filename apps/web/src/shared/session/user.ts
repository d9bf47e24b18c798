import type { CurrentUserQuery } from '../../gen/graphql';

type Entities = NonNullable<CurrentUserQuery['currentUser']['entities']>;

export interface SocialLink {
  network: string;
  url: string;
}

/** The current user as the app holds it: the spec's fields with `status` as an integer (S-D1, S-D2). */
export interface SessionUser {
  id: string;
  name: string;
  username: string;
  lang: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  timezone: string;
  birthday: string | null;
  status: number;
  mentorId: string | null;
  /** Undefined until profile details were loaded (S-T3). */
  bio?: { text: string } | null;
  socialLinks?: SocialLink[];
}

export const USER_STATUS = { setupPending: 0, active: 1 } as const;

export function parseStatus(status: string | number | null | undefined): number {
  const n = typeof status === 'number' ? status : Number.parseInt(String(status ?? ''), 10);
  return Number.isFinite(n) ? n : 0;
}

/** `withDetails`: whether bio and social links were asked for; if not, they stay undefined (not loaded). */
export function normalizeUser(entities: Entities, withDetails: boolean): SessionUser {
  const user: SessionUser = {
    id: entities.id,
    name: entities.name,
    username: entities.username,
    lang: entities.lang,
    email: entities.email,
    firstName: entities.firstName,
    lastName: entities.lastName,
    avatarUrl: entities.avatarUrl ?? null,
    timezone: entities.timezone,
    birthday: entities.birthday ?? null,
    status: parseStatus(entities.status),
    mentorId: entities.mentorId ?? null,
  };
  if (withDetails) {
    user.bio = entities.bio ?? { text: '' };
    user.socialLinks = entities.socialLinks ?? [];
  }
  return user;
}

/** Reads the JSON copy from `cachedUser`; anything unreadable counts as no copy. */
export function parseCachedUser(json: string | null): SessionUser | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<SessionUser> | null;
    if (
      !value ||
      typeof value !== 'object' ||
      typeof value.id !== 'string' ||
      typeof value.username !== 'string'
    ) {
      return null;
    }
    return { ...(value as SessionUser), status: parseStatus(value.status) };
  } catch {
    return null;
  }
}

/** First name for display; falls back to the full name, then the username (S-D3). */
export function displayFirstName(user: Pick<SessionUser, 'firstName' | 'name' | 'username'>): string {
  return user.firstName?.trim() || user.name?.trim().split(/\s+/)[0] || user.username;
}

export function displayFullName(
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'name' | 'username'>,
): string {
  const full = [user.firstName, user.lastName].filter((s) => s?.trim()).join(' ');
  return full || user.name?.trim() || user.username;
}

/** Avatar URL, or null when none (S-D3). */
export function avatarUrlOf(user: Pick<SessionUser, 'avatarUrl'> | null | undefined): string | null {
  return user?.avatarUrl?.trim() ? user.avatarUrl : null;
}

export function initialsOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'name' | 'username'>): string {
  const parts = displayFullName(user).split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}
