import { Button, type ButtonProps } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../paths';
import { useSession } from '../session/store';
import { notifyError, notifySuccess } from '../ui/notify';
import { useSocialAction } from './api';
import { usePeopleTexts } from './texts';

/**
 * Subscribe / Subscribed, a toggle (aria-pressed). A guest is taken to sign-in and back. Not for
 * yourself: the caller leaves it out on your own profile and your own row.
 */
export function FollowButton({
  person,
  followed,
  size = 'sm',
  compact = false,
  ...rest
}: {
  person: { id: string; name: string; username: string };
  followed: boolean;
  compact?: boolean;
} & Pick<ButtonProps, 'size' | 'fullWidth'>) {
  const t = usePeopleTexts();
  const signedIn = useSession((s) => s.user !== null);
  const navigate = useNavigate();
  const location = useLocation();
  const social = useSocialAction();
  const name = person.name || person.username;

  const toggle = () => {
    if (!signedIn) {
      navigate(paths.loginReturningTo(location.pathname + location.search));
      return;
    }
    const action = followed ? 'unfollow' : 'follow';
    social.mutate(
      { action, userId: person.id },
      {
        onSuccess: () =>
          notifySuccess(t(followed ? 'people.unsubscribedToast' : 'people.subscribedToast', { name })),
        onError: (error) => notifyError(t('people.actionFailed'), error),
      },
    );
  };

  return (
    <Button
      size={size}
      variant={followed ? 'default' : 'filled'}
      leftSection={followed ? <IconUserCheck size={16} /> : <IconUserPlus size={16} />}
      loading={social.isPending}
      onClick={toggle}
      aria-pressed={signedIn ? followed : undefined}
      aria-label={
        compact ? t(followed ? 'people.unsubscribeFrom' : 'people.subscribeTo', { name }) : undefined
      }
      title={followed ? t('people.unsubscribeFrom', { name }) : undefined}
      {...rest}
    >
      {t(followed ? 'people.subscribed' : 'people.subscribe')}
    </Button>
  );
}
