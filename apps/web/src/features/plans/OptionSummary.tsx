import { Text } from '@mantine/core';
import type { Option } from '@stepwise/planner/replan-choice';
import { useTranslation } from 'react-i18next';
import { longDate } from '../../shared/lib/format';
import { useReplanT } from './replanTexts';

/** One option's preview in words: finish date, weekly load, what moves, the deadline if it moves. */
export function OptionSummary({ option, deadline }: { option: Option; deadline: string | null }) {
  const t = useReplanT();
  const { i18n } = useTranslation();
  if (!option.available)
    return (
      <Text size="sm" c="dimmed" data-testid="option-why">
        {t(`replan.why.${option.reason ?? 'nothingToMove'}`)}
      </Text>
    );
  const parts = [
    option.finish ? t('replan.finish', { date: longDate(option.finish, i18n.language) }) : null,
    t('replan.perWeek', { count: option.perWeek }),
    option.deadline && option.deadline !== deadline
      ? t('replan.deadlineMoves', { date: longDate(option.deadline, i18n.language) })
      : null,
    option.moves.length > 0 ? t('replan.moves', { count: option.moves.length }) : null,
    option.drops.length > 0 ? t('replan.drops', { count: option.drops.length }) : null,
    option.moves.length === 0 && option.drops.length === 0 ? t('replan.unchanged') : null,
  ].filter(Boolean);
  return (
    <Text
      size="sm"
      data-testid="option-preview"
      data-finish={option.finish ?? ''}
      data-deadline={option.deadline ?? ''}
    >
      {parts.join(' · ')}
    </Text>
  );
}
