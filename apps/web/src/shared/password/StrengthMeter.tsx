import { Box, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isStrongEnough, measureStrength, preloadStrength, type Strength } from './passwordStrength';
import { useStrengthT } from './texts';

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** The strength of the password being typed; null while it is empty or the estimator is still loading. */
export function usePasswordStrength(password: string, userInputs: string[]): Strength | null {
  const [strength, setStrength] = useState<{ password: string; value: Strength } | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    measureStrength(password, inputs.split('\n'))
      .then((value) => {
        if (current) setStrength({ password, value });
      })
      .catch(() => undefined); // offline before the estimator loaded: the server still checks
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return password && strength?.password === password ? strength.value : null;
}

/** Starts loading the estimator once the form is on screen, so the meter is ready at the first key. */
export function usePreloadStrength() {
  useEffect(preloadStrength, []);
}

/** The reason a password is too weak, in the interface language. */
function useWeakReason() {
  const t = useStrengthT();
  return (strength: Strength) =>
    strength.warning
      ? t(`passwordStrength.warnings.${strength.warning}` as never)
      : t(
          strength.suggestions[0]
            ? (`passwordStrength.suggestions.${strength.suggestions[0]}` as never)
            : 'passwordStrength.fallbackReason',
        );
}

/** A four-part meter with its level in words and, below a score of 3, the reason and a suggestion. */
export function PasswordStrengthMeter({ strength, id }: { strength: Strength | null; id?: string }) {
  const t = useStrengthT();
  const reason = useWeakReason();
  if (!strength) return null;
  const color = COLORS[strength.score];
  const filled = Math.max(1, strength.score);
  const weak = !isStrongEnough(strength);
  const suggestion = strength.warning ? strength.suggestions[0] : strength.suggestions[1];
  return (
    <Stack gap={4} id={id} aria-live="polite" data-testid="password-strength" data-score={strength.score}>
      <Group gap={4} wrap="nowrap" aria-hidden="true">
        {[1, 2, 3, 4].map((part) => (
          <Box
            key={part}
            h={4}
            style={{
              flex: 1,
              borderRadius: 2,
              background:
                part <= filled
                  ? `var(--mantine-color-${color}-filled)`
                  : 'var(--mantine-color-default-border)',
            }}
          />
        ))}
      </Group>
      <Text fz="sm" fw={500}>
        {t('passwordStrength.label', { level: t(`passwordStrength.level.${LEVELS[strength.score]}`) })}
      </Text>
      {weak ? (
        <Text fz="sm" c="dimmed">
          {reason(strength)}
          {suggestion ? ` ${t(`passwordStrength.suggestions.${suggestion}` as never)}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
