import type { UpdateSettingsMutation, UpdateSettingsMutationVariables } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { handDocument } from '../../shared/api/handDocument';

/** App.tsx saves the language with it at start-up, so it is a hand document (see handDocument; twin in documents.ts). */
export const UpdateSettingsText = handDocument<UpdateSettingsMutation, UpdateSettingsMutationVariables>(`
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
  return request(UpdateSettingsText, variables);
}
