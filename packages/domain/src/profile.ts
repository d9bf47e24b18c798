/**
 * The profile's basic information (setup step 1 and the profile in settings) and social links: the rules the
 * web checks as the person types and the server applies on save.
 */

/** S-V2: every field of setup step 1 is required, the photo included. */
export const BASE_BIO_FIELDS = ['firstName', 'lastName', 'birthday', 'avatar'] as const;
export type BaseBioField = (typeof BASE_BIO_FIELDS)[number];

export const NAME_MAX = 60;
/** The earliest birthday accepted. */
export const BIRTHDAY_MIN = '1900-01-01';

export interface BaseBio {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`, or null when none is set (or the typed one could not be read). */
  birthday: string | null;
  /** A photo is chosen or already saved. */
  hasAvatar: boolean;
}

/** The fields still empty, in the form's order (S-V2: 'Please fill in all fields.' while any is). */
export function missingBaseBioFields(bio: BaseBio): BaseBioField[] {
  const missing: BaseBioField[] = [];
  if (bio.firstName.trim() === '') missing.push('firstName');
  if (bio.lastName.trim() === '') missing.push('lastName');
  if (!bio.birthday) missing.push('birthday');
  if (!bio.hasAvatar) missing.push('avatar');
  return missing;
}

/** A real calendar day `YYYY-MM-DD` from 1900 up to `today`. */
export function isRealPastDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return false;
  return value >= BIRTHDAY_MIN && value <= today;
}

/** Why filled-in names cannot be saved, or null. */
export function nameProblem(name: string): 'nameTooLong' | null {
  return name.trim().length > NAME_MAX ? 'nameTooLong' : null;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A social link as people write it: `t.me/vera` or `www.example.com` mean an https address. Text that already
 * names a scheme (`http:`, `javascript:`) is left as it is, to be accepted or refused as written.
 */
export function normaliseLinkUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || (SCHEME.test(trimmed) && !/^[^:/]+:\d/.test(trimmed))) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** An http(s) address with a host that has a dot (or is localhost), after normalising; null otherwise. */
export function linkUrl(url: string): string | null {
  const normalised = normaliseLinkUrl(url);
  try {
    const u = new URL(normalised);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (!u.hostname.includes('.') && u.hostname !== 'localhost') return null;
    return normalised.length <= 500 ? normalised : null;
  } catch {
    return null;
  }
}
