import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { GraphQLResponseError } from '../../shared/api/graphql';

/** Refusals that are not a failed attempt but the server's decision, told as the server words them. */
const TOLD_WHY = ['ACCOUNT_SUSPENDED', 'APPROVAL_PENDING', 'REGISTRATION_CLOSED', 'INVITATION_REQUIRED'];

/** The server's own words for a refusal of TOLD_WHY, or null. */
export function toldWhy(error: unknown): string | null {
  if (!(error instanceof GraphQLResponseError)) return null;
  return error.codes.some((c) => TOLD_WHY.includes(c)) ? error.messages.join(' ') : null;
}

/** The spec's message as the title; the server's own readable reasons below it, when there are any. A
 * suspension, an account awaiting approval or a registration the server does not take: the server's words. */
export function FormError({ message, error }: { message: string; error?: unknown }) {
  const told = toldWhy(error);
  if (told)
    return (
      <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={told} />
    );
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
