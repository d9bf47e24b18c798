import type { ObjectRef } from '@pothos/core';
import { filter, pipe } from 'graphql-yoga';
import type { TaskChanged, UserEvent } from '../../events/types.js';
import { AppError } from '../../kernel/errors.js';
import { builder } from '../../pothos/builder.js';
import type { Context } from '../../pothos/context.js';

/**
 * A person's own task changes, live (a subscription over SSE). `Task` comes from goals.schema.ts,
 * which calls this once with it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the Task ref's shape belongs to the goals module
export function defineLiveSchema(Task: ObjectRef<any, any>) {
  const TaskChange = builder.objectRef<TaskChanged>('TaskChange').implement({
    description: 'A change to one of your tasks, made on any device or tab.',
    fields: (t) => ({
      change: t.exposeString('change', {
        description: 'added, updated, moved, completed, reopened or deleted',
      }),
      goalId: t.exposeID('goalId'),
      task: t.field({
        type: Task,
        description: 'The task after the change (as it was, for a deletion).',
        resolve: (e) => e.task as never,
      }),
    }),
  });

  builder.subscriptionFields((t) => ({
    taskChanged: t.field({
      type: TaskChange,
      description:
        'Your own task changes as they happen (a tick on another device). Over SSE: POST /graphql with `Accept: text/event-stream` and your bearer token.',
      subscribe: (_root, _args, ctx: Context) => {
        if (!ctx.session) {
          throw new AppError('UNAUTHENTICATED', ctx.tokenInvalid ? 'sessionExpired' : 'unauthenticated');
        }
        // Only this user's channel: nobody else's events can reach this subscriber.
        return pipe(
          ctx.live.subscribe('stepwise:user', ctx.session.user.id),
          filter((event: UserEvent): event is TaskChanged => event.type === 'taskChanged'),
        );
      },
      resolve: (event) => event,
    }),
  }));
}
