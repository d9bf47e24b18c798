import { Badge, Tooltip } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GoalFieldsFragment } from '../../gen/graphql';
import { quoted } from '../i18n/quote';
import { useMentoringT } from './texts';

/** The badge of a goal the mentor endorsed, with the mentor's note on hover. */
export function EndorsementBadge({ endorsement }: { endorsement: GoalFieldsFragment['endorsement'] }) {
  const t = useMentoringT();
  const { i18n } = useTranslation();
  if (!endorsement) return null;
  const name = endorsement.mentor.name || endorsement.mentor.username;
  const badge = (
    <Badge
      size="sm"
      variant="light"
      color="yellow"
      leftSection={<IconAward size={12} aria-hidden="true" />}
      data-testid="endorsement-badge"
      styles={{
        label: { color: 'light-dark(var(--mantine-color-yellow-9), var(--mantine-color-yellow-2))' },
      }}
    >
      {t('mentoring.endorsed')}
    </Badge>
  );
  return (
    <Tooltip
      label={
        endorsement.note
          ? `${t('mentoring.endorsedBy', { name })}: ${quoted(endorsement.note, i18n.language)}`
          : t('mentoring.endorsedBy', { name })
      }
      multiline
      maw={280}
    >
      {badge}
    </Tooltip>
  );
}
