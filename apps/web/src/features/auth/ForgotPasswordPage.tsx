import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { AuthCard } from './AuthCard';
import { useRequestPasswordReset } from './api';
import { FormError } from './FormError';
import { emailProblem } from './validation';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem ? t(problem) : undefined);
    if (problem) return;
    requestReset.mutate(email.trim(), { onSuccess: () => setSentTo(email.trim()) });
  };

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={sentTo ? undefined : t('auth.forgotText')}>
      {sentTo ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {t('auth.forgotSent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {requestReset.isError ? (
              <FormError message={t('auth.genericError')} error={requestReset.error} />
            ) : null}
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit" fullWidth loading={requestReset.isPending}>
              {t('auth.forgotSubmit')}
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
