import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GraphQLResponseError } from '../../shared/api/graphql';
import { currentLanguage } from '../../shared/i18n/i18n';
import { isStrongEnough, measureStrength } from '../../shared/password/passwordStrength';
import {
  PasswordStrengthMeter,
  usePasswordStrength,
  usePreloadStrength,
} from '../../shared/password/StrengthMeter';
import { useStrengthT } from '../../shared/password/texts';
import { paths } from '../../shared/paths';
import { AuthCard } from './AuthCard';
import { useRegister, useRegistrationMode } from './api';
import { FormError } from './FormError';
import { GoogleButton } from './GoogleButton';
import { useAuthPagesT } from './texts';
import { useCompleteSignIn } from './useSignIn';
import { emailProblem, newPasswordProblem, passwordsMatch } from './validation';

function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The server's answer to an address that already has an account. */
function isEmailTaken(error: unknown): boolean {
  return error instanceof GraphQLResponseError && error.codes.includes('EMAIL_TAKEN');
}

/** The account was made and waits for an administrator: the server's words, not a failure. */
function awaitsApproval(error: unknown): string | null {
  return error instanceof GraphQLResponseError && error.codes.includes('APPROVAL_PENDING')
    ? error.messages.join(' ')
    : null;
}

/** Sign up (S-L2): email, password, confirm password, Google, link to sign in. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mode = useRegistrationMode();
  const [params] = useSearchParams();
  const [invitation, setInvitation] = useState(() => params.get('invite') ?? '');
  // Where the person was heading (an invite link to a plan): back there once the account exists.
  const redirect = params.get('redirect');
  const [errors, setErrors] = useState<{ email?: string; password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const strengthT = useStrengthT();
  const pagesT = useAuthPagesT();
  usePreloadStrength();
  const strength = usePasswordStrength(password, [email.trim()]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailError = emailProblem(email);
    const passwordError = newPasswordProblem(password);
    // The server refuses a password scoring below 3 too; without the estimator (offline) it decides alone.
    const weak =
      !passwordError &&
      (await measureStrength(password, [email.trim()]).then(
        (s) => !isStrongEnough(s),
        () => false,
      ));
    const next = {
      email: emailError ? t(emailError) : undefined,
      password: passwordError ? t(passwordError) : weak ? strengthT('passwordStrength.tooWeak') : undefined,
      // S-V1
      confirm: passwordsMatch(password, confirm) ? undefined : t('auth.passwordsDoNotMatch'),
    };
    setErrors(next);
    if (next.email || next.password || next.confirm) return;
    setFailure(null);
    try {
      const data = await register.mutateAsync({
        email: email.trim(),
        password,
        lang: currentLanguage(),
        timezone: browserTimezone(),
        invitation: mode === 'invite' ? invitation.trim() : null,
      });
      await completeSignIn(data.register.token, { isNew: true, redirect });
    } catch (error) {
      setFailure({ error });
    }
  };

  const waiting = failure ? awaitsApproval(failure.error) : null;
  if (waiting || mode === 'closed')
    return (
      <AuthCard title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')}>
        <Alert
          color={waiting ? 'teal' : 'orange'}
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role={waiting ? 'status' : 'alert'}
          title={waiting ?? pagesT('authPages.registrationClosed')}
        >
          {waiting ? null : pagesT('authPages.registrationClosedHint')}
        </Alert>
        <Text ta="center" fz="sm">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login} inherit>
            {t('auth.signInLink')}
          </Anchor>
        </Text>
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')}>
      {/* Drawn by the server before the app runs: were the browser ever to send it itself (JavaScript off), the
          password would go in a request's body, never in an address. */}
      <form onSubmit={submit} noValidate method="post">
        <Stack gap="md">
          {mode === 'approval' ? (
            <Text fz="sm" c="dimmed">
              {pagesT('authPages.approvalNotice')}
            </Text>
          ) : null}
          {failure && isEmailTaken(failure.error) ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={pagesT('authPages.emailTaken')}
            >
              <Stack gap={6}>
                <Text fz="sm">{pagesT('authPages.emailTakenHint')}</Text>
                <Group gap="md">
                  <Anchor component={Link} to={paths.login} fz="sm" fw={600}>
                    {pagesT('authPages.emailTakenSignIn')}
                  </Anchor>
                  <Anchor component={Link} to={paths.forgotPassword} fz="sm" fw={600}>
                    {pagesT('authPages.emailTakenReset')}
                  </Anchor>
                </Group>
              </Stack>
            </Alert>
          ) : failure ? (
            <FormError message={t('auth.registrationFailed')} error={failure.error} />
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
            description={t('auth.passwordLength')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              // A new password answers the old complaint; the meter below judges it again.
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={errors.password}
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
          {mode === 'invite' ? (
            <TextInput
              label={pagesT('authPages.invitation')}
              description={pagesT('authPages.invitationHint')}
              autoComplete="off"
              required
              value={invitation}
              onChange={(e) => setInvitation(e.currentTarget.value)}
            />
          ) : null}
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('auth.signUp')}
          </Button>
        </Stack>
      </form>
      <GoogleButton
        mode="signup"
        onToken={(token, isNew) => void completeSignIn(token, { isNew, redirect })}
        onError={(error) => setFailure({ error })}
      />
      <Text ta="center" fz="sm">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login} inherit>
          {t('auth.signInLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
