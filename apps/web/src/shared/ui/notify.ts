import { notifications } from '@mantine/notifications';
import { GraphQLResponseError } from '../api/graphql';
import { i18n } from '../i18n/i18n';

/** Mantine's notification close button has no name of its own. */
export const closeButtonProps = () => ({ 'aria-label': i18n.t('app.close') });

/** A failure: `title`, with the server's own reasons below it when there are any. */
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
