import { Button, Paper } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MentorCard } from '../../../shared/mentoring/MentorCard';
import { useMentoringT } from '../../../shared/mentoring/texts';
import { paths } from '../../../shared/paths';
import type { useMyMentor } from './myMentor';

/**
 * The plans page's note of who guides you: your mentor, with a way to write to them when they are a person
 * (a built-in guide says what it is instead). The page shows it
 * together with the agenda (its skeleton waits for both), so the card never arrives above content already
 * on screen and pushes it down.
 */
export function MyMentorBanner({ mentor }: { mentor: Pick<ReturnType<typeof useMyMentor>, 'data'> }) {
  const t = useMentoringT();
  if (!mentor.data) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      mb="lg"
      component="aside"
      aria-label={t('mentoring.yourMentor')}
      data-testid="my-mentor"
    >
      <MentorCard
        mentor={mentor.data}
        compact
        right={
          // A built-in guide reads nothing: no way to write to it is offered.
          mentor.data.guide ? null : (
            <Button
              component={Link}
              to={paths.conversation(mentor.data.username)}
              size="xs"
              variant="light"
              leftSection={<IconMessage size={14} />}
            >
              {t('mentoring.message')}
            </Button>
          )
        }
      />
    </Paper>
  );
}
