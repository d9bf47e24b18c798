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
import { IconAlertCircle, IconConfetti } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../shared/api/graphql';
import { goalKeys, useMyPlans } from '../../shared/goals/api';
import { paths } from '../../shared/paths';
import { setupPrompted, setupSkipped } from '../../shared/session/setupPrompt';
import { sessionStore, useSession } from '../../shared/session/store';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { useFillBaseBio, useFinishSetup, useSelectMentor } from './api';
import { BasicStep } from './BasicStep';
import { InterestsStep, type InterestsValue } from './InterestsStep';
import { MentorStep } from './MentorStep';
import { useSetupVisibility } from './setupVisibility';
import {
  type BasicInfo,
  basicInfoComplete,
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
  const visibility = useSetupVisibility(interests.goal, interests.interests, user?.timezone ?? 'UTC');
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
  const fillBaseBio = useFillBaseBio();
  const selectMentor = useSelectMentor();
  const finishSetup = useFinishSetup();
  const busy = fillBaseBio.isPending || selectMentor.isPending || finishSetup.isPending;

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
        if (!basicInfoComplete(basic)) return setProblem(t('setup.fillAllFields'), 'basic');
        const data = await fillBaseBio.mutateAsync({
          firstName: basic.firstName.trim(),
          lastName: basic.lastName.trim(),
          birthday: basic.birthday ?? '',
          avatar: basic.avatar,
        });
        const saved = data.fillBaseBio;
        sessionStore.getState().patchUser({
          firstName: saved.firstName,
          lastName: saved.lastName,
          birthday: saved.birthday ?? null,
          avatarUrl: saved.avatarUrl ?? null,
        });
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
        const data = await finishSetup.mutateAsync({
          interests: interests.interests,
          goalText: interests.goal.trim(),
          visibility: visibility.send,
        });
        sessionStore.getState().patchUser({ status: Number.parseInt(data.finishSetup.status, 10) || 1 });
        if (interests.goal.trim()) void queryClient.invalidateQueries({ queryKey: goalKeys.all });
      }
      go(nextStep(step));
    } catch (error) {
      setProblem(errorText(error, t('auth.genericError')));
    }
  };

  const toProfile = async () => {
    await sessionStore
      .getState()
      .loadUser({ force: true, withProfileDetails: true })
      .catch(() => undefined);
    navigate(paths.profile);
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
            {step === 0 ? <BasicStep value={basic} onChange={setBasic} /> : null}
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
                visibility={visibility}
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
                  {t('setup.completeText')}
                </Text>
                <Button size="md" onClick={() => void toProfile()}>
                  {t('setup.goToProfile')}
                </Button>
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
