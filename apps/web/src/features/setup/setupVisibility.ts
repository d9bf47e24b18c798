import { useDebouncedValue } from '@mantine/hooks';
import type { GoalReading } from '@stepwise/domain/visibility';
import { categoryWithInterests, isCategory } from '@stepwise/planner/categories';
import { useEffect, useMemo, useState } from 'react';
import { useNewGoalVisibility } from '../../shared/goals/visibility/VisibilityChoice';
import { type LocalPlanner, loadPlanner } from '../../shared/planner/load';

/**
 * Setup step 3's goal as the server will read it: the planner (in the browser, offline too) reads the text,
 * and the chosen interests guide its category the server's way (categoryWithInterests). Null while the text is
 * too short or the planner's chunk is not there.
 */
function useSetupGoalReading(text: string, interests: string[], timezone: string): GoalReading | null {
  const [planner, setPlanner] = useState<LocalPlanner | null>(null);
  useEffect(() => {
    let live = true;
    loadPlanner().then(
      (p) => live && setPlanner(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const [debounced] = useDebouncedValue(text.trim(), 150);
  const preview = useMemo(
    () =>
      planner && debounced.length >= 3 ? planner.previewGoalLocally({ text: debounced, timezone }) : null,
    [planner, debounced, timezone],
  );
  const interestsKey = interests.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: interests are covered by interestsKey
  return useMemo(
    () =>
      preview
        ? {
            category: isCategory(preview.category)
              ? categoryWithInterests(preview.category, interests)
              : preview.category,
            domain: preview.domain,
            textCategory: preview.category,
          }
        : null,
    [preview, interestsKey],
  );
}

/**
 * The visibility of setup's goal: picked, the person's default, or by the reading. `send` is what finishSetup
 * gets: the shown choice once it rests on a reading or a pick, else nothing (the server applies the same rule).
 */
export function useSetupVisibility(text: string, interests: string[], timezone: string) {
  const reading = useSetupGoalReading(text, interests, timezone);
  const single = interests.length === 1 ? interests[0] : null;
  const choice = useNewGoalVisibility(reading ?? { category: single });
  const rests = reading !== null || choice.why === null || choice.why === 'own';
  return { ...choice, send: rests ? choice.visibility : undefined };
}
