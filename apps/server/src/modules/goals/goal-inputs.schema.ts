// What the goal and step mutations take: the new goal, the patches, the choice for open steps, and the
// descriptions of the arguments the offline queue relies on.
import { OPEN_STEPS_CHOICES } from '@stepwise/domain/completion';
import { builder } from '../../pothos/builder.js';
import { CategoryScalar, DateScalar, Visibility } from '../../pothos/scalars.js';
import { PlanAnswerInput, TargetInput } from './preview.schema.js';

export const EXPECTED_VERSION =
  'The task’s `version` the client last saw (an offline replay): the change applies only if the task still has it, checked atomically; otherwise CONFLICT and nothing changes. Without it, the change applies as is.';

export const MOVE_DEADLINE =
  'A date after the goal’s deadline is refused (BAD_USER_INPUT on date, naming the deadline) unless this is true: the deadline then moves to that day.';

export const CHANGE_ID =
  'The client’s id (a UUID) for this change, so sending it again adds nothing twice: the second request answers with what the first one made. Scoped to the person asking.';

export const GoalInput = builder.inputType('GoalInput', {
  fields: (t) => ({
    text: t.string({ required: true }),
    title: t.string(),
    description: t.string(),
    category: t.field({ type: CategoryScalar }),
    deadline: t.field({ type: DateScalar }),
    visibility: t.field({ type: Visibility }),
    answers: t.field({ type: [PlanAnswerInput], description: 'Answers to the preview’s questions.' }),
    target: t.field({ type: TargetInput, description: 'A smaller target accepted from a warning.' }),
  }),
});

export const GoalPatch = builder.inputType('GoalPatch', {
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    category: t.field({ type: CategoryScalar }),
    deadline: t.field({ type: DateScalar }),
    visibility: t.field({ type: Visibility }),
  }),
});

export const TaskPatch = builder.inputType('TaskPatch', {
  fields: (t) => ({
    label: t.string(),
    date: t.field({ type: DateScalar }),
    time: t.string(),
    notes: t.string(),
    moveDeadline: t.boolean({ description: MOVE_DEADLINE }),
  }),
});

export const OpenStepsChoiceEnum = builder.enumType('OpenStepsChoice', {
  description: 'What happens to the open steps of a goal marked complete.',
  values: OPEN_STEPS_CHOICES,
});
