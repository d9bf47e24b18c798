import { Alert, Box, Button, Divider, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ChangePasswordDocument, RequestEmailChangeDocument } from '../../gen/graphql';
import { errorText, GraphQLResponseError, request } from '../../shared/api/graphql';
import { isStrongEnough, measureStrength } from '../../shared/password/passwordStrength';
import {
  PasswordStrengthMeter,
  usePasswordStrength,
  usePreloadStrength,
} from '../../shared/password/StrengthMeter';
import { useStrengthT } from '../../shared/password/texts';
import { useSession } from '../../shared/session/store';
import { accountSettingsQuery } from '../../shared/settings/api';
import { notifySuccess } from '../../shared/ui/notify';
import { emailShapeOk } from './accountLogic';
import { useAccountTexts } from './texts';

/** The server's message for a field it refused (translated there), if that is where it points. */
function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof GraphQLResponseError)) return undefined;
  return error.errors.find((e) => e.extensions?.field === field)?.message;
}

function EmailChange({ hasPassword }: { hasPassword: boolean }) {
  const t = useAccountTexts();
  const email = useSession((s) => s.user?.email ?? '');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ address?: string; password?: string; form?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      request(RequestEmailChangeDocument, {
        newEmail: address.trim(),
        password: hasPassword ? password : null,
      }),
    onSuccess: () => {
      setSentTo(address.trim());
      setAddress('');
      setPassword('');
    },
    onError: (error) => {
      const onAddress = fieldError(error, 'newEmail');
      const onPassword = fieldError(error, 'password');
      setErrors({
        address: onAddress,
        password: onPassword,
        form: onAddress || onPassword ? undefined : errorText(error, t('account.saveFailed')),
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      address: !emailShapeOk(address)
        ? t('account.email.invalid')
        : address.trim().toLowerCase() === email
          ? t('account.email.same')
          : undefined,
      password: hasPassword && !password ? t('account.email.required') : undefined,
    };
    setErrors(next);
    if (next.address || next.password) return;
    setSentTo(null);
    send.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-email-title">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" id="settings-email-title">
            {t('account.email.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('account.email.current', { email })}
          </Text>
        </div>
        <TextInput
          label={t('account.email.newLabel')}
          type="email"
          autoComplete="email"
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          error={errors.address}
          maw={420}
        />
        {hasPassword ? (
          <PasswordInput
            label={t('account.email.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            maw={420}
          />
        ) : null}
        {errors.form ? (
          <Text c="red" fz="sm" role="alert">
            {errors.form}
          </Text>
        ) : null}
        {sentTo ? (
          <Alert color="teal" icon={<IconMailForward size={18} />} role="status">
            {t('account.email.sent', { email: sentTo })}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="default" loading={send.isPending}>
            {t('account.email.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function PasswordChange() {
  const t = useAccountTexts();
  const strengthT = useStrengthT();
  const user = useSession((s) => s.user);
  // The words the server counts against a password of this account: its e-mail, names and username.
  const personal = [user?.email, user?.firstName, user?.lastName, user?.username].filter((w): w is string =>
    Boolean(w),
  );
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; repeat?: string; form?: string }>(
    {},
  );
  const change = useMutation({
    mutationFn: () => request(ChangePasswordDocument, { currentPassword: current, newPassword: next }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setRepeat('');
      setErrors({});
      notifySuccess(t('account.password.saved'));
    },
    onError: (error) => {
      const onCurrent = fieldError(error, 'currentPassword');
      const onNext = fieldError(error, 'newPassword');
      setErrors({
        current: onCurrent,
        next: onNext,
        form: onCurrent || onNext ? undefined : errorText(error, t('account.saveFailed')),
      });
    },
  });
  usePreloadStrength();
  const strength = usePasswordStrength(next, personal);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooShort = next.length < 8;
    // A password the server would refuse (score below 3) is not sent; offline without the estimator the
    // server decides alone.
    const weak =
      !tooShort &&
      (await measureStrength(next, personal).then(
        (s) => !isStrongEnough(s),
        () => false,
      ));
    const found = {
      current: current ? undefined : t('account.password.required'),
      next: tooShort
        ? t('account.password.tooShort')
        : weak
          ? strengthT('passwordStrength.tooWeak')
          : undefined,
      repeat: next === repeat ? undefined : t('account.password.mismatch'),
    };
    setErrors(found);
    if (found.current || found.next || found.repeat) return;
    change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-password-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="settings-password-title">
          {t('account.password.title')}
        </Title>
        <PasswordInput
          label={t('account.password.current')}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={errors.current}
          maw={420}
        />
        <PasswordInput
          label={t('account.password.next')}
          autoComplete="new-password"
          value={next}
          onChange={(e) => {
            setNext(e.currentTarget.value);
            // A new password answers the old complaint; the meter below judges it again.
            setErrors((found) => ({ ...found, next: undefined }));
          }}
          error={errors.next}
          maw={420}
        />
        <Box maw={420}>
          <PasswordStrengthMeter strength={strength} id="settings-password-strength" />
        </Box>
        <PasswordInput
          label={t('account.password.repeat')}
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={errors.repeat}
          maw={420}
        />
        {errors.form ? (
          <Text c="red" fz="sm" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <div>
          <Button type="submit" variant="default" loading={change.isPending}>
            {t('account.password.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** E-mail (confirmed by a link to the new address) and password (ends the other sessions). */
export function SecuritySettings() {
  const t = useAccountTexts();
  const settings = useQuery(accountSettingsQuery());
  const hasPassword = settings.data?.hasPassword ?? true;
  return (
    <Stack gap="lg">
      <EmailChange hasPassword={hasPassword} />
      <Divider />
      {hasPassword ? (
        <PasswordChange />
      ) : (
        <Text fz="sm" c="dimmed">
          {t('account.password.googleOnly')}
        </Text>
      )}
    </Stack>
  );
}
