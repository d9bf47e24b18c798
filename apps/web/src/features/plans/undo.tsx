import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { closeButtonProps } from '../../shared/ui/notify';
import { UNDO_MS } from './pendingDeletes';

/** A notification with an "Undo" button, open for the undo window; the button closes it and undoes. */
export function notifyUndo({
  id,
  text,
  undo,
  onUndo,
}: {
  id: string;
  text: string;
  undo: string;
  onUndo: () => void;
}) {
  notifications.show({
    id,
    autoClose: UNDO_MS,
    closeButtonProps: closeButtonProps(),
    message: (
      <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <span style={{ overflowWrap: 'anywhere' }}>{text}</span>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undo}
        </Button>
      </span>
    ),
  });
}
