import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { GraphQLResponseError } from '../../shared/api/graphql';

/** The spec's message as the title; the server's own readable reasons below it, when there are any. */
export function FormError({ message, error }: { message: string; error?: unknown }) {
  // The server's reasons, without one that only repeats the title (S-V5's generic failure).
  const details =
    error instanceof GraphQLResponseError && error.codes.includes('BAD_USER_INPUT')
      ? [...new Set(error.messages)].filter((m) => m !== message)
      : [];
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={message}>
      {details.length > 0 ? (
        <List size="sm" spacing={2}>
          {details.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
