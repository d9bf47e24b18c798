import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTypedDate, parseTypedDate, typedDatePattern, typedDateStyle } from '../lib/date';
import { birthdayCalendar } from './basicInfo';
import { useProfileFieldsT } from './texts';

/**
 * The locale a date is typed in: Russian day first (22.11.2026); English in the order of the browser's English
 * locale (en-US month first, en-GB day first). Dotted dates are read day first in any language: no locale writes
 * the month first with dots.
 */
export function useTypedDateStyle() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const english =
      typeof navigator === 'undefined' ? undefined : navigator.languages?.find((l) => l.startsWith('en'));
    return typedDateStyle(i18n.language === 'en' ? (english ?? 'en-US') : i18n.language);
  }, [i18n.language]);
}

export interface BirthdayValue {
  birthday: string | null;
  /** The typed text when it is no date that can be read (kept, shown and marked). */
  birthdayUnread?: string | null | undefined;
}

/**
 * A birthday typed or picked: the text is the person's, never erased; what cannot be read as a date (or lies
 * outside 1900 to today) is kept in the field and marked once the person leaves it or tries to go on. Clicking
 * the field or its calendar button opens a calendar on the decade of 25 years ago (or the chosen day's month).
 */
export function BirthdayInput({
  label,
  value,
  onChange,
  missing,
  showProblems,
}: {
  label: string;
  value: BirthdayValue;
  onChange: (next: BirthdayValue) => void;
  /** Marked as missing (after a try to go on with it empty). */
  missing: string | undefined;
  /** The person tried to go on: an unread date is marked even while the field has focus. */
  showProblems: boolean;
}) {
  const t = useProfileFieldsT();
  const style = useTypedDateStyle();
  const pattern = typedDatePattern(style, {
    day: t('profileFields.letters.day'),
    month: t('profileFields.letters.month'),
    year: t('profileFields.letters.year'),
  });
  const [text, setText] = useState(
    () => value.birthdayUnread ?? (value.birthday ? formatTypedDate(value.birthday, style) : ''),
  );
  const [left, setLeft] = useState(Boolean(value.birthdayUnread));
  const [opened, setOpened] = useState(false);
  const calendar = birthdayCalendar(new Date(), value.birthday);
  const [level, setLevel] = useState<'month' | 'year' | 'decade'>(calendar.defaultLevel);

  const readAs = (typed: string) => parseTypedDate(typed, typed.includes('.') ? 'dmy' : style.order);
  const type = (next: string) => {
    setText(next);
    const read = readAs(next);
    const inRange = read !== null && read >= calendar.minDate && read <= calendar.maxDate;
    if (next.trim() === '') onChange({ birthday: null, birthdayUnread: null });
    else if (read && inRange) onChange({ birthday: read, birthdayUnread: null });
    else onChange({ birthday: null, birthdayUnread: next });
  };
  const open = () => {
    setLevel(calendar.defaultLevel);
    setOpened(true);
  };
  // Leaving for another field marks an unread date at once. Leaving for a button (or nowhere) marks it when
  // that press ends: the mark, shown at once, would push the button from under the pointer and lose the press.
  const markOnLeaving = (to: EventTarget | null) => {
    const field =
      to instanceof HTMLInputElement || to instanceof HTMLTextAreaElement || to instanceof HTMLSelectElement;
    if (field) return setLeft(true);
    const mark = () => {
      document.removeEventListener('click', mark, true);
      document.removeEventListener('keyup', mark, true);
      setLeft(true);
    };
    document.addEventListener('click', mark, true);
    document.addEventListener('keyup', mark, true);
  };
  const unread = value.birthdayUnread && (left || showProblems);
  const outOfRange = unread ? readAs(value.birthdayUnread ?? '') !== null : false;
  const error = unread
    ? outOfRange
      ? t('profileFields.birthdayOutOfRange')
      : t('profileFields.birthdayUnread', { pattern })
    : missing;

  return (
    // The field stays a plain textbox (a textbox takes no aria-expanded); the calendar button says it opens one.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus={false}
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          label={label}
          required
          placeholder={pattern}
          description={t('profileFields.birthdayHint', { pattern })}
          value={text}
          inputMode="numeric"
          autoComplete="bday"
          onChange={(e) => type(e.currentTarget.value)}
          onClick={open}
          onFocus={() => setLeft(false)}
          onBlur={(e) => markOnLeaving(e.relatedTarget)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpened(false);
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('profileFields.openCalendar')}
              aria-haspopup="dialog"
              aria-expanded={opened}
              onClick={() => (opened ? setOpened(false) : open())}
            >
              <IconCalendar size={18} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={label}>
        <DatePicker
          value={value.birthday}
          defaultDate={calendar.defaultDate}
          minDate={calendar.minDate}
          maxDate={calendar.maxDate}
          level={level}
          onLevelChange={setLevel}
          onChange={(picked) => {
            if (!picked) return;
            setText(formatTypedDate(picked, style));
            onChange({ birthday: picked, birthdayUnread: null });
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
