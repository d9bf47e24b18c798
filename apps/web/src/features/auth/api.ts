import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type {
  LoginMutationVariables,
  RegisterMutationVariables,
  ResetPasswordMutationVariables,
} from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

const RegisterDocument = graphql(`
  mutation Register(
    $email: String!
    $password: String!
    $lang: String
    $timezone: String
    $invitation: String
  ) {
    register(email: $email, password: $password, lang: $lang, timezone: $timezone, invitation: $invitation) {
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
  mutation Login($email: String!, $password: String!, $rememberMe: Boolean, $deviceToken: String) {
    login(email: $email, password: $password, rememberMe: $rememberMe, deviceToken: $deviceToken) {
      token
      deviceToken
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

const RegistrationInfoDocument = graphql(`
  query RegistrationInfo {
    registration {
      mode
    }
  }
`);

export const registrationModeQuery = queryOptions({
  queryKey: ['registrationMode'],
  queryFn: ({ signal }) => request(RegistrationInfoDocument, {}, { signal }),
  staleTime: 60_000,
});

/** How this server makes accounts: open, closed, invite or approval (the registration page adapts). */
export function useRegistrationMode() {
  return useQuery(registrationModeQuery).data?.registration.mode;
}

export const authConfigQuery = queryOptions({
  queryKey: ['authConfig'],
  queryFn: ({ signal }) => request(AuthConfigDocument, {}, { signal }),
  staleTime: 10 * 60_000,
});

export function useAuthConfig() {
  return useQuery(authConfigQuery);
}

/**
 * Where this browser keeps the token a password sign-in gave it: its next sign-ins are counted apart from
 * strangers guessing the password (server: limits/login.ts). Logging out keeps it; it signs nobody in.
 */
const DEVICE_KEY = 'deviceToken';

function storedDevice(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

export function useLogin() {
  return useMutation({
    mutationFn: async (v: Omit<LoginMutationVariables, 'deviceToken'>) => {
      const result = await request(LoginDocument, { ...v, deviceToken: storedDevice() });
      try {
        if (result.login.deviceToken) localStorage.setItem(DEVICE_KEY, result.login.deviceToken);
      } catch {
        // Private mode without storage: the sign-in still works, it is only counted with the address.
      }
      return result;
    },
  });
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
