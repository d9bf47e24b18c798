import { graphql } from '../../gen/gql';

// Read by codegen; the store sends the hand copies in ./firstChunkDocuments.ts (kept equal by a test).

/** Fixed by the spec (S-A3, S-D1): always sent to the network, never served from a cache. */
export const CurrentUserDocument = graphql(`
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
export const UpdateBioDocument = graphql(`
  mutation UpdateBio($text: String!) {
    updateBio(text: $text) {
      id
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);
