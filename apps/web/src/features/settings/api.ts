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
