import type { TaskFieldsFragment } from '../../../gen/graphql';
import { TaskCommentsButton } from '../../../shared/mentoring/TaskCommentsButton';
import { useSession } from '../../../shared/session/store';

/**
 * Under a task of your own plan: the thread with your mentor and its comment count. Shown when you have
 * a mentor or the thread has comments; never on a plan you joined (the server gives no count there).
 */
export function TaskMentorComments({ task }: { task: TaskFieldsFragment }) {
  const hasMentor = useSession((s) => !!s.user?.mentorId);
  const count = task.commentCount;
  if (count == null || (count === 0 && !hasMentor)) return null;
  return <TaskCommentsButton taskId={task.id} label={task.label} count={count} side="mentee" />;
}
