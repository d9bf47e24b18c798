/** Basic information (setup step 1 and the profile in settings): the form's value and its checks. */
import { type BaseBioField, BIRTHDAY_MIN, missingBaseBioFields } from '@stepwise/domain/profile';

export interface BasicInfo {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD` or null */
  birthday: string | null;
  /** What was typed in the birthday field when it could not be read as a date: kept and shown, not erased. */
  birthdayUnread?: string | null;
  /** A new file, or the avatar the user already has. */
  avatar: File | null;
  existingAvatarUrl: string | null;
}

/** S-V2: the fields of step 1 still to fill in (every one is required, the avatar included). */
export function missingBasicInfo(info: BasicInfo): BaseBioField[] {
  return missingBaseBioFields({
    firstName: info.firstName,
    lastName: info.lastName,
    birthday: info.birthdayUnread ? null : info.birthday,
    hasAvatar: info.avatar !== null || !!info.existingAvatarUrl,
  });
}

export function basicInfoComplete(info: BasicInfo): boolean {
  return missingBasicInfo(info).length === 0;
}

/** The server's avatar rules (uploads.service.ts: at most 5 MB, an image it can read). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen photo cannot be sent, checked the moment it is chosen; null when it can. */
export function avatarProblem(file: { type: string; size: number }): 'avatarType' | 'avatarTooLarge' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarTooLarge';
  return null;
}

/** `YYYY-MM-DD` of a local date. */
function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The birthday calendar: any day from 1900 (the server's bound) to today; with no birthday yet it opens
 * on the decade of 25 years ago, where most people pick their year in one or two taps.
 */
export function birthdayCalendar(today: Date, birthday: string | null) {
  const start = new Date(today.getFullYear() - 25, 0, 1);
  return {
    minDate: BIRTHDAY_MIN,
    maxDate: isoDate(today),
    defaultDate: birthday ?? isoDate(start),
    defaultLevel: birthday ? ('month' as const) : ('decade' as const),
  };
}
