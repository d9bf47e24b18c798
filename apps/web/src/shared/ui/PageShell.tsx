import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// The app shell mounts no notifications host (it would put Mantine's dates and notifications into the
// first screen's bundle): the first mounted page that needs one renders it, the others stand by.
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
export function PageShell({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      {children}
      <NotificationsHost />
    </DatesProvider>
  );
}
