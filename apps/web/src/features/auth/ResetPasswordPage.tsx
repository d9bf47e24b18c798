import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GraphQLResponseError } from '../../shared/api/graphql';
import { isStrongEnough, measureStrength } from '../../shared/password/passwordStrength';
import {
  PasswordStrengthMeter,
  usePasswordStrength,
  usePreloadStrength,
} from '../../shared/password/StrengthMeter';
import { useStrengthT } from '../../shared/password/texts';
import { paths } from '../../shared/paths';
import { AuthCard } from './AuthCard';
import { useResetPassword } from './api';
import { FormError } from './FormError';
import { newPasswordProblem, passwordsMatch } from './validation';

/** The link was fine but the server refused the new password itself (too weak, too long): say so by the field. */
function passwordRefused(error: unknown): error is GraphQLResponseError {
  return (
    error instanceof GraphQLResponseError &&
    error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT' && e.extensions?.field === 'password')
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const strengthT = useStrengthT();
  usePreloadStrength();
  const strength = usePasswordStrength(password, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password);
    // The server refuses a password scoring below 3 too; without the estimator (offline) it decides alone.
    const weak =
      !problem &&
      (await measureStrength(password).then(
        (s) => !isStrongEnough(s),
        () => false,
      ));
    const next = {
      password: problem ? t(problem) : weak ? strengthT('passwordStrength.tooWeak') : undefined,
      confirm: passwordsMatch(password, confirm) ? undefined : t('auth.passwordsDoNotMatch'),
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate({ token, password });
  };

  if (!token) {
    return (
      <AuthCard title={t('auth.resetTitle')}>
        <FormError message={t('auth.resetInvalid')} />
        <Button component={Link} to={paths.forgotPassword} variant="light">
          {t('auth.requestNewLink')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.resetTitle')}>
      {reset.isSuccess ? (
        <>
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t('auth.resetDone')}
          </Alert>
          <Button component={Link} to={paths.login}>
            {t('auth.signIn')}
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {reset.isError && !passwordRefused(reset.error) ? (
              <FormError message={t('auth.resetInvalid')} error={reset.error} />
            ) : null}
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
              label={t('auth.newPassword')}
              description={t('auth.passwordLength')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                // A new password answers the old complaint; the meter below judges it again.
                setErrors((current) => ({ ...current, password: undefined }));
                if (passwordRefused(reset.error)) reset.reset();
              }}
              error={
                errors.password ?? (passwordRefused(reset.error) ? reset.error.messages.join(' ') : undefined)
              }
            />
            <PasswordStrengthMeter strength={strength} />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
              label={t('auth.confirmPassword')}
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={errors.confirm}
            />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t('auth.resetSubmit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" fz="sm">
        <Anchor component={Link} to={paths.login} inherit>
          {t('auth.backToSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
