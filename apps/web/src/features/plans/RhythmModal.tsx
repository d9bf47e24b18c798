import {
  Button,
  Checkbox,
  Chip,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { weekdaysOf } from '@stepwise/planner/reflow';
import { rhythmChange, shiftPlan } from '@stepwise/planner/replan-choice';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSummary } from './OptionSummary';
import { useReflowAction } from './ReplanChoice';
import { useReplanPlan } from './replanApi';
import { dayName, reflowInput } from './replanRule';
import { useReplanT } from './replanTexts';

const DAYS = [1, 2, 3, 4, 5, 6, 7];

/** The person sets the rhythm (weekdays, time of day) or shifts the whole plan; each with its preview first. */
export function RhythmModal({
  goal,
  opened,
  onClose,
}: {
  goal: { id: string; title: string };
  opened: boolean;
  onClose: () => void;
}) {
  const t = useReplanT();
  const { i18n } = useTranslation();
  const plan = useReplanPlan(goal.id, opened);
  const input = useMemo(() => (plan.data ? reflowInput(plan.data) : null), [plan.data]);
  const [days, setDays] = useState<string[] | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [keepTimes, setKeepTimes] = useState<boolean | null>(null);
  const [shiftBy, setShiftBy] = useState<number>(1);
  const [unit, setUnit] = useState<'days' | 'weeks'>('weeks');
  const action = useReflowAction(goal);

  const current = input ? weekdaysOf(input).map(String) : [];
  const weekdays = (days ?? current).map(Number).sort();
  const keep = keepTimes ?? !plan.data?.rhythm?.timeOfDay;
  const timeOfDay = keep ? null : (time ?? plan.data?.rhythm?.timeOfDay ?? '18:00');
  const weekdaysKey = weekdays.join();
  const rhythm = useMemo(() => {
    const chosen = weekdaysKey ? weekdaysKey.split(',').map(Number) : [];
    return input && chosen.length > 0 ? rhythmChange(input, { weekdays: chosen, timeOfDay }) : null;
  }, [input, weekdaysKey, timeOfDay]);
  const shiftDays = Math.trunc(shiftBy || 0) * (unit === 'weeks' ? 7 : 1);
  const shifted = useMemo(
    () => (input && shiftDays !== 0 ? shiftPlan(input, shiftDays) : null),
    [input, shiftDays],
  );
  const deadline = plan.data?.deadline ?? null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('replan.rhythmTitle', { title: goal.title })} size="lg">
      {plan.isPending ? <Loader size="sm" /> : null}
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('replan.rhythmIntro')}
        </Text>
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('replan.weekdays')}
          </Text>
          <Chip.Group multiple value={days ?? current} onChange={setDays}>
            <Group gap={6}>
              {DAYS.map((d) => (
                <Chip key={d} value={String(d)} size="sm" data-testid={`weekday-${d}`}>
                  {dayName(d, i18n.language)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <Group align="flex-end">
          <TextInput
            type="time"
            label={t('replan.timeOfDay')}
            value={timeOfDay ?? ''}
            disabled={keep}
            onChange={(e) => setTime(e.currentTarget.value || null)}
            w={140}
          />
          <Checkbox
            label={t('replan.keepTimes')}
            checked={keep}
            onChange={(e) => setKeepTimes(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        {rhythm ? <OptionSummary option={rhythm} deadline={deadline} /> : null}
        <Group justify="flex-end">
          <Button
            disabled={!rhythm?.available}
            loading={action.pending}
            onClick={() => action.run({ kind: 'rhythm', weekdays, timeOfDay }, rhythm, onClose)}
          >
            {t('replan.applyRhythm')}
          </Button>
        </Group>
        <Divider label={t('replan.shiftTitle')} labelPosition="left" />
        <Group align="flex-end">
          <NumberInput
            label={t('replan.shiftBy')}
            value={shiftBy}
            onChange={(v) => setShiftBy(Number(v) || 0)}
            min={-52}
            max={52}
            w={120}
          />
          <SegmentedControl
            value={unit}
            onChange={(v) => setUnit(v as 'days' | 'weeks')}
            data={[
              { value: 'days', label: t('replan.shiftDays') },
              { value: 'weeks', label: t('replan.shiftWeeks') },
            ]}
          />
        </Group>
        {shifted ? <OptionSummary option={shifted} deadline={deadline} /> : null}
        <Group justify="flex-end">
          <Button
            variant="light"
            disabled={!shifted?.available}
            loading={action.pending}
            onClick={() => action.run({ kind: 'shiftBy', days: shiftDays }, shifted, onClose)}
          >
            {t('replan.applyShift')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
