import type { TaskFieldsFragment } from '../../../gen/graphql';

/** Whether a step of one's own plan shows its thread with the mentor: it has comments, or the mentor is a person. */
export function showsComments(task: Pick<TaskFieldsFragment, 'commentCount'>, mentorIsPerson: boolean) {
  const count = task.commentCount;
  return count != null && (count > 0 || mentorIsPerson);
}
