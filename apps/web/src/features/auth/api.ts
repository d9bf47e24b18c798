import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type {
  LoginMutationVariables,
  RegisterMutationVariables,
  ResetPasswordMutationVariables,
} from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

const RegisterDocument = graphql(`
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
`);

const LoginDocument = graphql(`
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
`);

const LoginWithGoogleDocument = graphql(`
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
`);

const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

const AuthConfigDocument = graphql(`
  query AuthConfig {
    authConfig {
      googleClientId
    }
  }
`);

const authConfigQuery = queryOptions({
  queryKey: ['authConfig'],
  queryFn: ({ signal }) => request(AuthConfigDocument, {}, { signal }),
  staleTime: 10 * 60_000,
});

export function useAuthConfig() {
  return useQuery(authConfigQuery);
}

export function useLogin() {
  return useMutation({ mutationFn: (v: LoginMutationVariables) => request(LoginDocument, v) });
}

export function useRegister() {
  return useMutation({ mutationFn: (v: RegisterMutationVariables) => request(RegisterDocument, v) });
}

export function useLoginWithGoogle() {
  return useMutation({ mutationFn: (idToken: string) => request(LoginWithGoogleDocument, { idToken }) });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => request(RequestPasswordResetDocument, { email }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (v: ResetPasswordMutationVariables) => request(ResetPasswordDocument, v),
  });
}
