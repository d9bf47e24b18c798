import { graphql } from '../../gen/gql';
import type { UpdateSettingsMutationVariables } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

const UpdateSettingsDocument = graphql(`
  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {
    updateSettings(lang: $lang, timezone: $timezone, username: $username) {
      id
      lang
      timezone
      username
    }
  }
`);

export function updateSettings(variables: UpdateSettingsMutationVariables) {
  return request(UpdateSettingsDocument, variables);
}

const NotificationSettingsDocument = graphql(`
  query NotificationSettings {
    currentUser {
      entities {
        id
        emailOnMessage
      }
    }
  }
`);

const UpdateNotificationSettingsDocument = graphql(`
  mutation UpdateNotificationSettings($emailOnMessage: Boolean!) {
    updateNotificationSettings(emailOnMessage: $emailOnMessage) {
      id
      emailOnMessage
    }
  }
`);

export const notificationSettingsKey = ['settings', 'notifications'] as const;

export async function fetchNotificationSettings(signal?: AbortSignal) {
  const data = await request(NotificationSettingsDocument, {}, { signal });
  return { emailOnMessage: data.currentUser.entities?.emailOnMessage ?? true };
}

export async function updateNotificationSettings(emailOnMessage: boolean) {
  const data = await request(UpdateNotificationSettingsDocument, { emailOnMessage });
  return { emailOnMessage: data.updateNotificationSettings.emailOnMessage };
}
