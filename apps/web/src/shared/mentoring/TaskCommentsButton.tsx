import { ActionIcon, Button, Modal, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { CommentThread } from './CommentThread';
import { useMentoringT } from './texts';

/** A task's comment count; opens its thread (mentee and mentor only, so the caller shows it only to them). */
export function TaskCommentsButton({
  taskId,
  label,
  count,
  side,
}: {
  taskId: string;
  label: string;
  count: number;
  side: 'mentee' | 'mentor';
}) {
  const t = useMentoringT();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      {count > 0 ? (
        <Button
          size="compact-xs"
          variant="light"
          color="teal"
          leftSection={<IconMessageCircle size={14} aria-hidden="true" />}
          onClick={() => setOpen(true)}
          aria-label={t('mentoring.openComments', { label, count })}
          data-testid="task-comments"
        >
          {count}
        </Button>
      ) : (
        <Tooltip label={t('mentoring.comments')} openDelay={400}>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            onClick={() => setOpen(true)}
            aria-label={t('mentoring.openComments', { label, count })}
            data-testid="task-comments"
          >
            <IconMessageCircle size={14} />
          </ActionIcon>
        </Tooltip>
      )}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('mentoring.commentsOf', { label })}
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ 'aria-label': t('mentoring.close') }}
        styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
      >
        {open ? <CommentThread taskId={taskId} side={side} /> : null}
      </Modal>
    </>
  );
}
