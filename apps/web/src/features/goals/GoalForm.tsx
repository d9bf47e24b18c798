import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalFieldsFragment, Visibility } from '../../gen/graphql';
import { errorText } from '../../shared/api/graphql';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { CATEGORIES } from '../../shared/goals/categories';
import { CALENDAR_FORMAT } from '../../shared/lib/date';
import { longDate } from '../../shared/lib/format';
import { notifySuccess } from '../../shared/ui/notify';
import { useCreateGoal, usePreviewGoal, useUpdateGoal } from './api';
import { useGoalsT } from './i18n';

const VISIBILITIES = ['public', 'followers', 'private'] as const;

function useOptions() {
  const t = useGoalsT();
  return {
    categories: CATEGORIES.map((c) => ({ value: c, label: t(`goals.categories.${c}` as never) })),
    visibilities: VISIBILITIES.map((v) => ({ value: v, label: t(`goals.visibilityValue.${v}`) })),
  };
}

/** Creating a goal: the text first; what the planner understood is shown before saving. */
export function CreateGoalForm({ today, onDone }: { today: string; onDone: () => void }) {
  const t = useGoalsT();
  const { i18n } = useTranslation();
  const options = useOptions();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<string | null>(null);
  const [visibility, setVisibility] = useState<string>('public');
  const [debounced] = useDebouncedValue(text.trim(), 400);
  const preview = usePreviewGoal(debounced, category, deadline);
  const create = useCreateGoal();
  const understood = debounced.length >= 3 ? preview.data?.previewGoal : undefined;

  const submit = () => {
    create.mutate(
      { text: text.trim(), category, deadline, visibility: visibility as Visibility },
      {
        onSuccess: () => {
          notifySuccess(t('goals.created'));
          onDone();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Textarea
          label={t('goals.textLabel')}
          description={t('goals.textHint')}
          placeholder={t('goals.textPlaceholder')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" aria-live="polite">
          <Group gap={6} mb={6}>
            <IconSparkles size={16} aria-hidden="true" />
            <Text fw={600} size="sm">
              {t('goals.understood')}
            </Text>
            {preview.isFetching ? <Loader size={14} aria-label={t('goals.understanding')} /> : null}
          </Group>
          {understood ? (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" data-testid="goal-preview">
              <div>
                <Text size="xs" c="dimmed">
                  {t('goals.inferredTitle')}
                </Text>
                <Text size="sm" fw={500}>
                  {understood.title}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('goals.inferredCategory')}
                </Text>
                <CategoryBadge category={understood.category} />
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('goals.inferredDeadline')}
                </Text>
                <Text size="sm" fw={500}>
                  {longDate(understood.deadline, i18n.language)}{' '}
                  <Text span size="xs" c="dimmed">
                    ({understood.deadlineFromText ? t('goals.fromText') : t('goals.suggested')})
                  </Text>
                </Text>
              </div>
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {t('goals.textHint')}
            </Text>
          )}
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('goals.category')}
            placeholder={t('goals.categoryAuto')}
            data={options.categories}
            value={category}
            onChange={setCategory}
            clearable
          />
          <DatePickerInput
            label={t('goals.deadline')}
            valueFormat={CALENDAR_FORMAT}
            minDate={today}
            value={deadline}
            onChange={(v) => setDeadline(v)}
            clearable
          />
          <Select
            label={t('goals.visibility')}
            data={options.visibilities}
            value={visibility}
            onChange={(v) => setVisibility(v ?? 'public')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('goals.deadlineHint')}
        </Text>
        {create.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(create.error, t('goals.createFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('goals.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={text.trim().length < 3}>
            {t('goals.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Editing a saved goal's title, description, category, deadline and visibility. */
export function EditGoalForm({
  goal,
  today,
  onDone,
}: {
  goal: GoalFieldsFragment;
  today: string;
  onDone: () => void;
}) {
  const t = useGoalsT();
  const options = useOptions();
  const [title, setTitle] = useState(goal.title);
  const [description, setDescription] = useState(goal.description);
  const [category, setCategory] = useState(goal.category);
  const [deadline, setDeadline] = useState<string | null>(goal.deadline);
  const [visibility, setVisibility] = useState(goal.visibility);
  const update = useUpdateGoal();

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          {
            id: goal.id,
            patch: {
              title: title.trim(),
              description,
              category,
              visibility,
              ...(deadline && deadline !== goal.deadline ? { deadline } : {}),
            },
          },
          {
            onSuccess: () => {
              notifySuccess(t('goals.saved'));
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('goals.goalTitle')}
          required
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label={t('goals.description')}
          autosize
          minRows={2}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('goals.category')}
            data={options.categories}
            value={category}
            onChange={(v) => setCategory(v ?? goal.category)}
            allowDeselect={false}
          />
          <DatePickerInput
            label={t('goals.deadline')}
            valueFormat={CALENDAR_FORMAT}
            minDate={today}
            value={deadline}
            onChange={(v) => setDeadline(v)}
          />
          <Select
            label={t('goals.visibility')}
            data={options.visibilities}
            value={visibility}
            onChange={(v) => setVisibility(v ?? goal.visibility)}
            allowDeselect={false}
          />
        </SimpleGrid>
        {update.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(update.error, t('goals.saveFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('goals.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={title.trim().length < 1}>
            {t('goals.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
