import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Stepper,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import type { BaseBioField } from '@stepwise/domain/profile';
import { IconAlertCircle, IconConfetti } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../shared/api/graphql';
import { goalKeys, myPlansQuery, useMyPlans } from '../../shared/goals/api';
import { paths } from '../../shared/paths';
import { BasicInfoFields } from '../../shared/profile/BasicInfoFields';
import { type BasicInfo, missingBasicInfo } from '../../shared/profile/basicInfo';
import { useSaveBasicInfo } from '../../shared/profile/basicInfoApi';
import { setupPrompted, setupSkipped } from '../../shared/session/setupPrompt';
import { sessionStore, useSession } from '../../shared/session/store';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { useFinishSetup, useSelectMentor } from './api';
import { InterestsStep, type InterestsValue } from './InterestsStep';
import { MentorStep } from './MentorStep';
import { useSetupGoal } from './setupGoal';
import { useSetupPagesT } from './texts';
import {
  interestsProblem,
  mentorChosen,
  nextStep,
  type ProblemKind,
  previousStep,
  problemResolved,
  SETUP_STEPS,
  type StepIndex,
  setupGoalProblem,
} from './wizard';

/** The four-step setup wizard (S-S1, S-T5). */
export function SetupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [step, setStep] = useState<StepIndex>(0);
  const [basic, setBasic] = useState<BasicInfo>(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    birthday: user?.birthday ?? null,
    avatar: null,
    existingAvatarUrl: user?.avatarUrl ?? null,
  }));
  const [mentorId, setMentorId] = useState<string | null>(user?.mentorId ?? null);
  const [interests, setInterests] = useState<InterestsValue>({ interests: [], goal: '' });
  const setupGoal = useSetupGoal(interests.goal, interests.interests, {
    timezone: user?.timezone ?? 'UTC',
    mentor: Boolean(mentorId),
  });
  // The fields step 1's last Next found empty: marked until filled in.
  const [missing, setMissing] = useState<BaseBioField[] | null>(null);
  // The goal setup made: the last step opens its plan.
  const [newGoalId, setNewGoalId] = useState<string | null>(null);
  const pagesT = useSetupPagesT();
  const [problem, setProblemState] = useState<{ kind: ProblemKind; text: string } | null>(null);
  const setProblem = (text: string | null, kind: ProblemKind = 'server') =>
    setProblemState(text === null ? null : { kind, text });
  // A complaint about the fields goes as soon as they are fixed; the server's stays until the next try.
  const shownProblem = problem && !problemResolved(problem.kind, { basic, mentorId }) ? problem.text : null;
  const queryClient = useQueryClient();
  // Someone who already has goals (setup re-run from settings) may leave the goal empty.
  const plans = useMyPlans();
  const goalOptional = (plans.data?.myGoals.items.length ?? 0) > 0;
  const [fieldErrors, setFieldErrors] = useState<{ interests?: string; goal?: string }>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saveBasicInfo = useSaveBasicInfo();
  const selectMentor = useSelectMentor();
  const finishSetup = useFinishSetup();
  const busy = saveBasicInfo.isPending || selectMentor.isPending || finishSetup.isPending;

  useDocumentTitle(t('setup.title'));
  useEffect(() => setupPrompted.set(), []);

  const go = (to: StepIndex) => {
    setProblem(null);
    setStep(to);
    headingRef.current?.focus();
  };

  const next = async () => {
    setProblem(null);
    try {
      if (step === 0) {
        const empty = missingBasicInfo(basic);
        setMissing(empty.length > 0 ? empty : null);
        if (empty.length > 0) return setProblem(t('setup.fillAllFields'), 'basic');
        const saved = await saveBasicInfo.mutateAsync(basic);
        setBasic((b) => ({ ...b, avatar: null, existingAvatarUrl: saved.avatarUrl ?? b.existingAvatarUrl }));
      } else if (step === 1) {
        if (!mentorChosen(mentorId)) return setProblem(t('setup.selectMentor'), 'mentor');
        const data = await selectMentor.mutateAsync(mentorId);
        sessionStore.getState().patchUser({ mentorId: data.selectMentor.mentorId ?? null });
      } else if (step === 2) {
        const interestsError = interestsProblem(interests.interests);
        const goalError = setupGoalProblem(interests.goal, goalOptional);
        setFieldErrors({
          interests: interestsError ? t(interestsError) : undefined,
          goal: goalError ? t(goalError) : undefined,
        });
        if (interestsError || goalError) return;
        const before = new Set(plans.data?.myGoals.items.map((g) => g.id));
        const data = await finishSetup.mutateAsync({
          interests: interests.interests,
          goalText: interests.goal.trim(),
          ...setupGoal.send,
        });
        sessionStore.getState().patchUser({ status: Number.parseInt(data.finishSetup.status, 10) || 1 });
        if (interests.goal.trim()) {
          void queryClient.invalidateQueries({ queryKey: goalKeys.all });
          // The new goal is the one that was not there before: the last step opens its plan.
          const after = await queryClient.fetchQuery({ ...myPlansQuery, staleTime: 0 }).catch(() => null);
          setNewGoalId(after?.myGoals.items.find((g) => !before.has(g.id))?.id ?? null);
        }
      }
      go(nextStep(step));
    } catch (error) {
      setProblem(errorText(error, t('auth.genericError')));
    }
  };

  const leave = async (to: string, state?: unknown) => {
    await sessionStore
      .getState()
      .loadUser({ force: true, withProfileDetails: true })
      .catch(() => undefined);
    navigate(to, { state });
  };

  const titles = [t('setup.stepBasic'), t('setup.stepMentor'), t('setup.stepInterests'), t('setup.stepDone')];

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <Stack gap="lg" maw={760} mx="auto">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('setup.title')}
          </Title>
          <Text c="dimmed">{t('setup.subtitle')}</Text>
        </Stack>
        {wide ? (
          <Stepper active={step} size="sm" allowNextStepsSelect={false} aria-hidden="true">
            {titles.map((title) => (
              <Stepper.Step key={title} label={title} />
            ))}
          </Stepper>
        ) : (
          <Progress value={((step + 1) / SETUP_STEPS) * 100} aria-hidden="true" />
        )}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={2}>
              <Text fz="sm" c="dimmed">
                {t('setup.stepOf', { step: step + 1, total: SETUP_STEPS })}
              </Text>
              <Title order={2} fz="xl" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                {titles[step]}
              </Title>
            </Stack>
            {shownProblem ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {shownProblem}
              </Alert>
            ) : null}
            {step === 0 ? <BasicInfoFields value={basic} onChange={setBasic} missing={missing} /> : null}
            {step === 1 ? <MentorStep value={mentorId} onChange={setMentorId} /> : null}
            {step === 2 ? (
              <InterestsStep
                value={interests}
                onChange={(next) => {
                  setInterests(next);
                  // Each field's complaint goes once that field is fixed.
                  setFieldErrors((e) => ({
                    interests: e.interests && interestsProblem(next.interests) ? e.interests : undefined,
                    goal: e.goal && setupGoalProblem(next.goal, goalOptional) ? e.goal : undefined,
                  }));
                }}
                errors={fieldErrors}
                goalOptional={goalOptional}
                visibility={setupGoal.visibility}
                preview={setupGoal.panel}
              />
            ) : null}
            {step === 3 ? (
              <Stack align="center" gap="md" py="lg" ta="center">
                <ThemeIcon size={72} radius="xl" variant="light">
                  <IconConfetti size={40} />
                </ThemeIcon>
                <Title order={3} fz={28}>
                  {t('setup.complete')}
                </Title>
                <Text c="dimmed" maw={420}>
                  {newGoalId ? pagesT('setupPages.completeWithPlan') : t('setup.completeText')}
                </Text>
                <Group justify="center" gap="sm">
                  {newGoalId ? (
                    <Button
                      size="md"
                      onClick={() => void leave(`${paths.plans}#goal-${newGoalId}`, { firstPlan: newGoalId })}
                    >
                      {pagesT('setupPages.openPlan')}
                    </Button>
                  ) : null}
                  <Button
                    size="md"
                    variant={newGoalId ? 'default' : 'filled'}
                    onClick={() => void leave(paths.profile)}
                  >
                    {t('setup.goToProfile')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Group justify="space-between" mt="sm">
                <Button
                  variant="default"
                  onClick={() => go(previousStep(step))}
                  disabled={step === 0 || busy}
                >
                  {t('setup.back')}
                </Button>
                <Button onClick={() => void next()} loading={busy}>
                  {t('setup.next')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
        {step < 3 ? (
          <Text ta="center" fz="sm">
            <Anchor
              component={Link}
              to={paths.profile}
              c="dimmed"
              onClick={() => (user ? setupSkipped.set(user.id) : undefined)}
            >
              {t('setup.skip')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </DatesProvider>
  );
}
