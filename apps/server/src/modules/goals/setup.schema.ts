// Setup step 3 (interests and the first goal): the mutation answers with the users module's User, and
// stands here, with the goals it creates, so that the users module never imports the goals one.
import { builder } from '../../pothos/builder.js';
import { DateScalar, Visibility } from '../../pothos/scalars.js';
import { User } from '../users/users.schema.js';
import { finishSetupWithGoal } from './finish-setup.js';
import { PlanAnswerInput, TargetInput } from './preview.schema.js';

builder.mutationFields((t) => ({
  finishSetup: t.withAuth({ signedIn: true }).field({
    type: User,
    args: {
      interests: t.arg.stringList({ required: true }),
      goalText: t.arg.string({ required: true }),
      visibility: t.arg({
        type: Visibility,
        description:
          'Who sees the goal; without it the person’s default, or else by the goal (personal: only me).',
      }),
      deadline: t.arg({ type: DateScalar, description: 'A deadline accepted from the preview’s warning.' }),
      answers: t.arg({ type: [PlanAnswerInput], description: 'Answers to the preview’s questions.' }),
      target: t.arg({ type: TargetInput, description: 'A smaller target accepted from a warning.' }),
    },
    description:
      'Setup step 3: saves the interests, creates the goal with its generated plan, status becomes "1". `goalText` may be empty only for someone who already has a goal (setup re-run from settings): then no goal is created.',
    resolve: (_root, args, ctx) => finishSetupWithGoal(ctx, ctx.session.user.id, args),
  }),
}));
