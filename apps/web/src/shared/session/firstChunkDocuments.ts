import type {
  CurrentUserQuery,
  CurrentUserQueryVariables,
  LogoutMutation,
  LogoutMutationVariables,
  UpdateBioMutation,
  UpdateBioMutationVariables,
} from '../../gen/graphql';
import { handDocument } from '../api/handDocument';

// The session's documents as the store sends them (their codegen source: ./documents.ts; see handDocument).

/** Fixed by the spec (S-A3, S-D1): always sent to the network, never served from a cache. */
export const CurrentUserDocument = handDocument<CurrentUserQuery, CurrentUserQueryVariables>(`
  query CurrentUser($withProfileDetails: Boolean) {
    currentUser(withProfileDetails: $withProfileDetails) {
      entities {
        id
        name
        username
        lang
        email
        firstName
        lastName
        avatarUrl
        timezone
        birthday
        status
        mentorId
        bio {
          text
        }
        socialLinks {
          network
          url
        }
      }
    }
  }
`);

/** S-A4 */
export const UpdateBioDocument = handDocument<UpdateBioMutation, UpdateBioMutationVariables>(`
  mutation UpdateBio($text: String!) {
    updateBio(text: $text) {
      id
    }
  }
`);

export const LogoutDocument = handDocument<LogoutMutation, LogoutMutationVariables>(`
  mutation Logout {
    logout
  }
`);
