import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import { DatesProvider } from '@mantine/dates';
import { Notifications, notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphQLResponseError } from '../../shared/api/graphql';
import { i18n } from '../../shared/i18n/i18n';

/** Mantine's close button has no name of its own. */
export const closeButtonProps = () => ({
  'aria-label': i18n.t('goals.close' as never, { ns: 'goals' }) as string,
});

// The app shell mounts no notifications host yet: the first mounted page of this feature renders one.
const hosts: string[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = () => {
  for (const l of listeners) l();
};

function NotificationsHost() {
  const id = useId();
  useEffect(() => {
    hosts.push(id);
    emit();
    return () => {
      hosts.splice(hosts.indexOf(id), 1);
      emit();
    };
  }, [id]);
  const owner = useSyncExternalStore(subscribe, () => hosts[0] ?? null);
  return owner === id ? <Notifications position="bottom-center" limit={3} zIndex={400} /> : null;
}

/** Date pickers in the UI language with Monday first (S-C1), and the notifications host. */
export function GoalsShell({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      {children}
      <NotificationsHost />
    </DatesProvider>
  );
}

/** The server's own message (already in the user's language) or a fallback text. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof GraphQLResponseError && error.messages[0]) return error.messages[0];
  return fallback;
}

export function notifyError(title: string, error?: unknown) {
  const detail = error instanceof GraphQLResponseError ? error.messages.join(' ') : '';
  notifications.show({
    color: 'red',
    title: detail ? title : undefined,
    message: detail || title,
    autoClose: 6000,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: 3000, closeButtonProps: closeButtonProps() });
}
