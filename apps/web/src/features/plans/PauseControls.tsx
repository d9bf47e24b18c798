import { Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { localDate, pauseLength } from '@stepwise/planner/pause';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { useCourseT } from '../../shared/course/texts';
import { CALENDAR_FORMAT, parseDottedDate } from '../../shared/lib/date';
import { queuePause, queueResume } from '../../shared/offline/pauses';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { usePlansT } from './texts';

interface PlanGoal {
  id: string;
  title: string;
  status: string;
  deadline?: string | null;
  pause?: { since: string; until?: string | null; reason?: string | null; mine: boolean } | null;
  tasks: ReadonlyArray<{ id: string; date?: string | null; completed: boolean }>;
}

const todayHere = () => localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * Pause and resume on a plan: the owner pauses the whole goal, a member only their own part. Through the offline
 * queue: shown at once, sent now or when the device is back online.
 */
export function PauseControls({ goal, owner }: { goal: PlanGoal; owner: boolean }) {
  const t = useCourseT();
  const [open, setOpen] = useState<'pause' | 'resume' | null>(null);
  const mine = goal.pause?.mine === true;
  return (
    <>
      {mine ? (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          onClick={() => setOpen('resume')}
        >
          {t('course.resume')}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconPlayerPause size={14} aria-hidden />}
          onClick={() => setOpen('pause')}
        >
          {t('course.pause')}
        </Button>
      )}
      {open === 'pause' ? <PauseModal goal={goal} owner={owner} onClose={() => setOpen(null)} /> : null}
      {open === 'resume' ? <ResumeModal goal={goal} owner={owner} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function PauseModal({ goal, owner, onClose }: { goal: PlanGoal; owner: boolean; onClose: () => void }) {
  const t = useCourseT();
  const tp = usePlansT();
  const [until, setUntil] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const submit = () => {
    const queued = !onlineManager.isOnline();
    const sent = queuePause(goal, owner, { until, reason: reason.trim() || null });
    onClose();
    if (queued) {
      notifySuccess(t('course.queued'));
      return;
    }
    sent.then(
      () => notifySuccess(t('course.pausedToast', { title: goal.title })),
      (error: unknown) => notifyError(t('course.failed'), error),
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('course.pauseTitle', { title: goal.title })} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('course.pauseHint')}
        </Text>
        {owner ? null : (
          <Text size="sm" c="dimmed">
            {t('course.pauseMemberHint')}
          </Text>
        )}
        <DateInput
          label={t('course.until')}
          description={t('course.untilHint')}
          placeholder={tp('plans.datePlaceholder')}
          valueFormat={CALENDAR_FORMAT}
          dateParser={(input) => parseDottedDate(input)}
          value={until}
          onChange={setUntil}
          minDate={todayHere()}
          clearable
        />
        <Textarea
          label={t('course.reason')}
          description={t('course.reasonHint')}
          maxLength={500}
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('course.cancel')}
          </Button>
          <Button onClick={submit}>{t('course.pauseConfirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ResumeModal({ goal, owner, onClose }: { goal: PlanGoal; owner: boolean; onClose: () => void }) {
  const t = useCourseT();
  const [how, setHow] = useState<'shift' | 'replan'>('shift');
  const [keepDeadline, setKeepDeadline] = useState(false);
  const today = todayHere();
  const until = goal.pause?.until;
  const days = goal.pause ? pauseLength(goal.pause.since, until && until < today ? until : today) : 0;
  const submit = () => {
    const queued = !onlineManager.isOnline();
    const replan = owner && how === 'replan';
    const sent = queueResume(goal, owner, { keepDeadline: owner && (keepDeadline || replan), replan });
    onClose();
    if (queued) {
      notifySuccess(t('course.queued'));
      return;
    }
    sent.then(
      (answer) =>
        notifySuccess(
          answer?.replanned
            ? t('course.resumedReplanned', { title: goal.title })
            : t('course.resumedToast', {
                title: goal.title,
                moved: answer?.moved ?? 0,
                count: answer?.days ?? days,
              }),
        ),
      (error: unknown) => notifyError(t('course.failed'), error),
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('course.resumeTitle', { title: goal.title })} centered>
      <Stack gap="sm">
        {owner ? (
          <Radio.Group value={how} onChange={(v) => setHow(v as 'shift' | 'replan')}>
            <Stack gap="xs">
              <Radio value="shift" label={t('course.resumeShift', { count: days })} />
              <Radio value="replan" label={t('course.resumeReplan')} disabled={!goal.deadline} />
            </Stack>
          </Radio.Group>
        ) : (
          <Text size="sm">{t('course.resumeShift', { count: days })}</Text>
        )}
        {owner && how === 'shift' && goal.deadline ? (
          <Checkbox
            label={t('course.keepDeadline')}
            checked={keepDeadline}
            onChange={(e) => setKeepDeadline(e.currentTarget.checked)}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('course.cancel')}
          </Button>
          <Button onClick={submit}>{t('course.resumeConfirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
