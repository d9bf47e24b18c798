import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/store';
import { AuthCard } from './AuthCard';
import { useLogin } from './api';
import { FormError, toldWhy } from './FormError';
import { GoogleButton } from './GoogleButton';
import { useAuthPagesT } from './texts';
import { useCompleteSignIn } from './useSignIn';
import { emailProblem } from './validation';

/** Sign in (S-L1): email, password, remember me, forgot password, Google, link to sign up. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const login = useLogin();
  const pagesT = useAuthPagesT();
  // Sent here because the server no longer knew the session (not after a logout): say so once.
  const sessionExpired = useSession((s) => s.sessionExpired);
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailError = emailProblem(email);
    const next = {
      email: emailError ? t(emailError) : undefined,
      password: password ? undefined : t('auth.passwordRequired'),
    };
    setErrors(next);
    if (next.email || next.password) return;
    setFailure(null);
    try {
      const data = await login.mutateAsync({ email: email.trim(), password, rememberMe });
      await completeSignIn(data.login.token, { redirect });
    } catch (error) {
      setFailure({ error });
    }
  };

  return (
    <AuthCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      {/* Drawn by the server before the app runs: were the browser ever to send it itself (JavaScript off), the
          password would go in a request's body, never in an address. */}
      <form onSubmit={submit} noValidate method="post">
        <Stack gap="md">
          {sessionExpired && !failure ? (
            <Alert color="yellow" variant="light" icon={<IconClockExclamation size={18} />}>
              {pagesT('authPages.sessionExpired')}
            </Alert>
          ) : null}
          {failure ? (
            <FormError
              message={t('auth.loginFailed')}
              error={toldWhy(failure.error) ? failure.error : undefined}
            />
          ) : null}
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
            label={t('auth.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('auth.rememberMe')}
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.currentTarget.checked)}
            />
            <Anchor component={Link} to={paths.forgotPassword} fz="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('auth.signIn')}
          </Button>
        </Stack>
      </form>
      <GoogleButton
        mode="signin"
        onToken={(token, isNew) => void completeSignIn(token, { redirect, isNew })}
        onError={(error) => setFailure({ error })}
      />
      <Text ta="center" fz="sm">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to={paths.registration} inherit>
          {t('auth.signUpLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
