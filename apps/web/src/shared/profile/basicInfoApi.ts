import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';
import { sessionStore } from '../session/store';
import type { BasicInfo } from './basicInfo';

/** S-A5: three strings and an optional avatar, sent as a GraphQL multipart request when a file is set. */
const FillBaseBioDocument = graphql(`
  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {
    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {
      id
      firstName
      lastName
      birthday
      avatarUrl
    }
  }
`);

/**
 * Saves the basic information (setup step 1, the profile in settings) and puts what the server kept into the
 * session's user, so the header and the profile follow at once.
 */
export function useSaveBasicInfo() {
  return useMutation({
    mutationFn: async (basic: BasicInfo) => {
      const data = await request(FillBaseBioDocument, {
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
      return saved;
    },
  });
}
