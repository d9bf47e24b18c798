import { graphql } from '../../gen/gql';

// The settings' operations, read by codegen. Code imports the generated constants from gen/graphql (api.ts)
// or, for the first chunk, a hand copy (updateSettings.ts): gen/gql maps every document of the app.

export const UpdateSettingsDocument = graphql(`
  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {
    updateSettings(lang: $lang, timezone: $timezone, username: $username) {
      id
      lang
      timezone
      username
    }
  }
`);

export const NotificationSettingsDocument = graphql(`
  query NotificationSettings {
    currentUser {
      entities {
        id
        emailOnMessage
      }
    }
  }
`);

export const UpdateNotificationSettingsDocument = graphql(`
  mutation UpdateNotificationSettings($emailOnMessage: Boolean!) {
    updateNotificationSettings(emailOnMessage: $emailOnMessage) {
      id
      emailOnMessage
    }
  }
`);
