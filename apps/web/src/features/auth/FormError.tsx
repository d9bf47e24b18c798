import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { GraphQLResponseError } from '../../shared/api/graphql';

/** The spec's message as the title; the server's own readable reasons below it, when there are any. */
export function FormError({ message, error }: { message: string; error?: unknown }) {
  const details =
    error instanceof GraphQLResponseError && error.codes.includes('BAD_USER_INPUT') ? error.messages : [];
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
