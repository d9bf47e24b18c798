import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

export const notificationSettingsKey = ['settings', 'notifications'] as const;

export async function fetchNotificationSettings(signal?: AbortSignal) {
  const data = await request(NotificationSettingsDocument, {}, { signal });
  return { emailOnMessage: data.currentUser.entities?.emailOnMessage ?? true };
}

export async function updateNotificationSettings(emailOnMessage: boolean) {
  const data = await request(UpdateNotificationSettingsDocument, { emailOnMessage });
  return { emailOnMessage: data.updateNotificationSettings.emailOnMessage };
}
