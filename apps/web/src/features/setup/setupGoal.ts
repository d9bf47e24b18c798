import { categoryWithInterests, isCategory } from '@stepwise/planner/categories';
import { useCallback, useState } from 'react';
import { useLiveGoalPreview } from '../../shared/goals/preview/useLiveGoalPreview';
import { useNewGoalVisibility } from '../../shared/goals/visibility/VisibilityChoice';

/**
 * Setup step 3's goal as the server will make it: the live preview of the New goal dialog, with the chosen
 * interests guiding the category the server's way (categoryWithInterests), a deadline accepted from a warning,
 * and the visibility (picked, the person's default, or by the reading). `send` is what finishSetup gets: the
 * visibility shown once it rests on a reading or a pick (else the server applies the same rule), and the
 * preview's choices.
 */
export function useSetupGoal(
  text: string,
  interests: string[],
  { timezone, mentor }: { timezone: string; mentor: boolean },
) {
  const [deadline, setDeadline] = useState<string | null>(null);
  const interestsKey = interests.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: interests are covered by interestsKey
  const categoryOf = useCallback(
    (read: string) => (isCategory(read) ? categoryWithInterests(read, interests) : read),
    [interestsKey],
  );
  const live = useLiveGoalPreview({
    text,
    category: null,
    deadline,
    onDeadline: setDeadline,
    timezone,
    mentor,
    categoryOf,
  });
  const reading = live.understood
    ? { category: live.understood.category, domain: live.understood.domain, textCategory: live.textCategory }
    : null;
  const single = interests.length === 1 ? interests[0] : null;
  const visibility = useNewGoalVisibility(reading ?? { category: single });
  const rests = reading !== null || visibility.why === null || visibility.why === 'own';
  return {
    panel: live.panel,
    visibility,
    send: {
      visibility: rests ? visibility.visibility : undefined,
      ...(deadline && live.understood ? { deadline } : {}),
      ...live.chosen,
    },
  };
}
