/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SocialLinkInput = {
  network: string;
  url: string;
};

export type RegisterMutationVariables = Exact<{
  email: string;
  password: string;
  lang?: string | null | undefined;
  timezone?: string | null | undefined;
}>;


export type RegisterMutation = { register: { token: string, user: { id: string, username: string, status: string } } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
  rememberMe?: boolean | null | undefined;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, username: string, status: string } } };

export type LoginWithGoogleMutationVariables = Exact<{
  idToken: string;
}>;


export type LoginWithGoogleMutation = { loginWithGoogle: { token: string, user: { id: string, username: string, status: string } } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type AuthConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthConfigQuery = { authConfig: { googleClientId: string | null } };

export type UserProfileQueryVariables = Exact<{
  username: string;
}>;


export type UserProfileQuery = { userProfile: { id: string, username: string, name: string, firstName: string, lastName: string, avatarUrl: string | null, isMentor: boolean, bio: { text: string }, socialLinks: Array<{ network: string, url: string }> } | null };

export type UpdateSocialLinksMutationVariables = Exact<{
  links: Array<SocialLinkInput> | SocialLinkInput;
}>;


export type UpdateSocialLinksMutation = { updateSocialLinks: { id: string } };

export type UpdateSettingsMutationVariables = Exact<{
  lang?: string | null | undefined;
  timezone?: string | null | undefined;
  username?: string | null | undefined;
}>;


export type UpdateSettingsMutation = { updateSettings: { id: string, lang: string, timezone: string, username: string } };

export type FillBaseBioMutationVariables = Exact<{
  firstName: string;
  lastName: string;
  birthday: string;
  avatar?: File | null | undefined;
}>;


export type FillBaseBioMutation = { fillBaseBio: { id: string, firstName: string, lastName: string, birthday: string | null, avatarUrl: string | null } };

export type SelectMentorMutationVariables = Exact<{
  mentorId?: string | null | undefined;
}>;


export type SelectMentorMutation = { selectMentor: { id: string, mentorId: string | null } };

export type FinishSetupMutationVariables = Exact<{
  interests: Array<string> | string;
  goalText: string;
}>;


export type FinishSetupMutation = { finishSetup: { id: string, status: string } };

export type MentorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MentorsQuery = { mentors: Array<{ id: string, username: string, name: string, avatarUrl: string | null, headline: string, bio: string, categories: Array<string>, languages: Array<string>, menteeCount: number }> };

export type UpdateBioMutationVariables = Exact<{
  text: string;
}>;


export type UpdateBioMutation = { updateBio: { id: string } };

export type CurrentUserQueryVariables = Exact<{
  withProfileDetails?: boolean | null | undefined;
}>;


export type CurrentUserQuery = { currentUser: { entities: { id: string, name: string, username: string, lang: string, email: string, firstName: string, lastName: string, avatarUrl: string | null, timezone: string, birthday: string | null, status: string, mentorId: string | null, bio: { text: string } | null, socialLinks: Array<{ network: string, url: string }> | null } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const RegisterDocument = new TypedDocumentString(`
    mutation Register($email: String!, $password: String!, $lang: String, $timezone: String) {
  register(email: $email, password: $password, lang: $lang, timezone: $timezone) {
    token
    user {
      id
      username
      status
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {
  login(email: $email, password: $password, rememberMe: $rememberMe) {
    token
    user {
      id
      username
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LoginWithGoogleDocument = new TypedDocumentString(`
    mutation LoginWithGoogle($idToken: String!) {
  loginWithGoogle(idToken: $idToken) {
    token
    user {
      id
      username
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LoginWithGoogleMutation, LoginWithGoogleMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const AuthConfigDocument = new TypedDocumentString(`
    query AuthConfig {
  authConfig {
    googleClientId
  }
}
    `) as unknown as TypedDocumentString<AuthConfigQuery, AuthConfigQueryVariables>;
export const UserProfileDocument = new TypedDocumentString(`
    query UserProfile($username: String!) {
  userProfile(username: $username) {
    id
    username
    name
    firstName
    lastName
    avatarUrl
    isMentor
    bio {
      text
    }
    socialLinks {
      network
      url
    }
  }
}
    `) as unknown as TypedDocumentString<UserProfileQuery, UserProfileQueryVariables>;
export const UpdateSocialLinksDocument = new TypedDocumentString(`
    mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {
  updateSocialLinks(links: $links) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateSocialLinksMutation, UpdateSocialLinksMutationVariables>;
export const UpdateSettingsDocument = new TypedDocumentString(`
    mutation UpdateSettings($lang: String, $timezone: String, $username: String) {
  updateSettings(lang: $lang, timezone: $timezone, username: $username) {
    id
    lang
    timezone
    username
  }
}
    `) as unknown as TypedDocumentString<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const FillBaseBioDocument = new TypedDocumentString(`
    mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {
  fillBaseBio(
    firstName: $firstName
    lastName: $lastName
    birthday: $birthday
    avatar: $avatar
  ) {
    id
    firstName
    lastName
    birthday
    avatarUrl
  }
}
    `) as unknown as TypedDocumentString<FillBaseBioMutation, FillBaseBioMutationVariables>;
export const SelectMentorDocument = new TypedDocumentString(`
    mutation SelectMentor($mentorId: ID) {
  selectMentor(mentorId: $mentorId) {
    id
    mentorId
  }
}
    `) as unknown as TypedDocumentString<SelectMentorMutation, SelectMentorMutationVariables>;
export const FinishSetupDocument = new TypedDocumentString(`
    mutation FinishSetup($interests: [String!]!, $goalText: String!) {
  finishSetup(interests: $interests, goalText: $goalText) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<FinishSetupMutation, FinishSetupMutationVariables>;
export const MentorsDocument = new TypedDocumentString(`
    query Mentors {
  mentors {
    id
    username
    name
    avatarUrl
    headline
    bio
    categories
    languages
    menteeCount
  }
}
    `) as unknown as TypedDocumentString<MentorsQuery, MentorsQueryVariables>;
export const UpdateBioDocument = new TypedDocumentString(`
    mutation UpdateBio($text: String!) {
  updateBio(text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateBioMutation, UpdateBioMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;