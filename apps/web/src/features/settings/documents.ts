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

export const UsernameAvailableDocument = graphql(`
  query UsernameAvailable($username: String!) {
    usernameAvailable(username: $username) {
      available
      reason
    }
  }
`);

export const UpdatePreferencesDocument = graphql(`
  mutation UpdatePreferences($defaultVisibility: String, $notifications: [NotificationPrefInput!]) {
    updatePreferences(defaultVisibility: $defaultVisibility, notifications: $notifications) {
      id
      defaultVisibility
      notificationPrefs {
        kind
        enabled
      }
    }
  }
`);

export const SettingsSocialLinksDocument = graphql(`
  mutation SettingsSocialLinks($links: [SocialLinkInput!]!) {
    updateSocialLinks(links: $links) {
      id
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const RequestEmailChangeDocument = graphql(`
  mutation RequestEmailChange($newEmail: String!, $password: String) {
    requestEmailChange(newEmail: $newEmail, password: $password)
  }
`);

export const ConfirmEmailChangeDocument = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token)
  }
`);

export const MyDataExportsDocument = graphql(`
  query MyDataExports {
    myDataExports {
      id
      status
      createdAt
      readyAt
      expiresAt
      downloadPath
    }
  }
`);

export const RequestDataExportDocument = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      id
      status
      createdAt
      readyAt
      expiresAt
      downloadPath
    }
  }
`);

export const DeleteAccountDocument = graphql(`
  mutation DeleteAccount($password: String, $username: String) {
    deleteAccount(password: $password, username: $username)
  }
`);
