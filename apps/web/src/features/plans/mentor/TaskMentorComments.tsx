import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TaskFieldsFragment } from '../../../gen/graphql';
import { myMentorQuery } from '../../../shared/mentoring/api';
import { TaskCommentsButton } from '../../../shared/mentoring/TaskCommentsButton';
import { useSession } from '../../../shared/session/store';
import { showsComments } from './showsComments';

/**
 * Under a task of your own plan: the thread with your mentor and its comment count. Shown when your mentor is a
 * person (a built-in guide reads nothing) or the thread has comments; never on a plan you joined (the server gives
 * no count there). A link to the step (`?task=<id>`, from a notification about a comment) opens its thread.
 */
export function TaskMentorComments({ task }: { task: TaskFieldsFragment }) {
  const mentorId = useSession((s) => s.user?.mentorId ?? null);
  const mentor = useQuery({ ...myMentorQuery(), enabled: !!mentorId });
  const [params] = useSearchParams();
  const hasPerson = !!mentor.data && !mentor.data.guide;
  const count = task.commentCount;
  if (count == null || !showsComments(task, hasPerson)) return null;
  return (
    <TaskCommentsButton
      taskId={task.id}
      label={task.label}
      count={count}
      side="mentee"
      openAtStart={params.get('task') === task.id}
    />
  );
}
