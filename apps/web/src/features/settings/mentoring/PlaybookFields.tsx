import { ActionIcon, Group, NumberInput, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import type { TextDraft } from './playbookForm';
import { usePlaybookT } from './texts';

// The playbook editor's shared pieces: field errors and folding by context, text pairs, numbers, order buttons.

/** The field's error text (after a save was tried), by its path. */
export const ErrorsContext = createContext<(path: string) => string | null>(() => null);
export const useFieldError = () => useContext(ErrorsContext);
/** Whether anything under a path has a problem (after a save was tried): a folded phase opens to show it. */
export const ProblemsContext = createContext<(prefix: string) => boolean>(() => false);
/** Phases start folded when the playbook is long (a built-in one has dozens of steps). */
export const FoldContext = createContext(false);

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Up, down and remove for item `i` of `list`: null where it cannot move, or the list is at its minimum. */
export function itemMoves<T>(list: T[], i: number, min: number, set: (next: T[]) => void) {
  return {
    onUp: i > 0 ? () => set(move(list, i, i - 1)) : null,
    onDown: i < list.length - 1 ? () => set(move(list, i, i + 1)) : null,
    onRemove: list.length > min ? () => set(list.filter((_, j) => j !== i)) : null,
  };
}

export const replaceAt = <T,>(list: T[], index: number, item: T) =>
  list.map((x, i) => (i === index ? item : x));

export function TextPair({
  label,
  value,
  onChange,
  path,
}: {
  label: string;
  value: TextDraft;
  onChange: (v: TextDraft) => void;
  path: string;
}) {
  const t = usePlaybookT();
  const error = useFieldError()(path);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <TextInput
        label={`${label} · ${t('playbook.textRu')}`}
        lang="ru"
        maxLength={200}
        value={value.ru}
        onChange={(e) => onChange({ ...value, ru: e.currentTarget.value })}
        error={error}
      />
      <TextInput
        label={`${label} · ${t('playbook.textEn')}`}
        lang="en"
        maxLength={200}
        value={value.en}
        onChange={(e) => onChange({ ...value, en: e.currentTarget.value })}
        error={error ? ' ' : null}
      />
    </SimpleGrid>
  );
}

export function Num({
  label,
  value,
  onChange,
  path,
  min,
  max,
  decimal = false,
}: {
  label: string;
  value: number | string;
  onChange: (v: number | string) => void;
  path: string;
  min: number;
  max: number;
  decimal?: boolean;
}) {
  const error = useFieldError()(path);
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      min={min}
      max={max}
      allowDecimal={decimal}
      clampBehavior="none"
      error={error}
    />
  );
}

export function OrderButtons({
  label,
  onUp,
  onDown,
  onRemove,
  removeLabel,
}: {
  label: string;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onRemove: (() => void) | null;
  removeLabel: string;
}) {
  const t = usePlaybookT();
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={`${t('playbook.up')}: ${label}`} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${t('playbook.up')}: ${label}`}
          disabled={!onUp}
          onClick={onUp ?? undefined}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={`${t('playbook.down')}: ${label}`} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${t('playbook.down')}: ${label}`}
          disabled={!onDown}
          onClick={onDown ?? undefined}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={removeLabel} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={removeLabel}
          disabled={!onRemove}
          onClick={onRemove ?? undefined}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
