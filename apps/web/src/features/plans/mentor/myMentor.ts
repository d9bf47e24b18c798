import { useQuery } from '@tanstack/react-query';
import { myMentorQuery } from '../../../shared/mentoring/api';
import { useSession } from '../../../shared/session/store';

/** The person's mentor, when they have one (`isLoading` while it is on its way). */
export function useMyMentor() {
  const mentorId = useSession((s) => s.user?.mentorId ?? null);
  return useQuery({ ...myMentorQuery(), enabled: !!mentorId });
}
