/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Register($email: String!, $password: String!, $lang: String, $timezone: String) {\n    register(email: $email, password: $password, lang: $lang, timezone: $timezone) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithGoogle($idToken: String!) {\n    loginWithGoogle(idToken: $idToken) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": typeof types.LoginWithGoogleDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n    }\n  }\n": typeof types.AuthConfigDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": typeof types.UpdateSocialLinksDocument,
    "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n": typeof types.FillBaseBioDocument,
    "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": typeof types.SelectMentorDocument,
    "\n  mutation FinishSetup($interests: [String!]!, $goalText: String!) {\n    finishSetup(interests: $interests, goalText: $goalText) {\n      id\n      status\n    }\n  }\n": typeof types.FinishSetupDocument,
    "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n": typeof types.MentorsDocument,
    "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n": typeof types.UpdateBioDocument,
    "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  mutation Register($email: String!, $password: String!, $lang: String, $timezone: String) {\n    register(email: $email, password: $password, lang: $lang, timezone: $timezone) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithGoogle($idToken: String!) {\n    loginWithGoogle(idToken: $idToken) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": types.LoginWithGoogleDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n    }\n  }\n": types.AuthConfigDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": types.UserProfileDocument,
    "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": types.UpdateSocialLinksDocument,
    "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n": types.FillBaseBioDocument,
    "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": types.SelectMentorDocument,
    "\n  mutation FinishSetup($interests: [String!]!, $goalText: String!) {\n    finishSetup(interests: $interests, goalText: $goalText) {\n      id\n      status\n    }\n  }\n": types.FinishSetupDocument,
    "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n": types.MentorsDocument,
    "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n": types.UpdateBioDocument,
    "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($email: String!, $password: String!, $lang: String, $timezone: String) {\n    register(email: $email, password: $password, lang: $lang, timezone: $timezone) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithGoogle($idToken: String!) {\n    loginWithGoogle(idToken: $idToken) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').LoginWithGoogleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n    }\n  }\n"): typeof import('./graphql').AuthConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').UserProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateSocialLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n"): typeof import('./graphql').UpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n"): typeof import('./graphql').FillBaseBioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n"): typeof import('./graphql').SelectMentorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishSetup($interests: [String!]!, $goalText: String!) {\n    finishSetup(interests: $interests, goalText: $goalText) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').FinishSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n"): typeof import('./graphql').MentorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateBioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): typeof import('./graphql').LogoutDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
