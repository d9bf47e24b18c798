import { ActionIcon, Button, Modal, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { CommentThread } from './CommentThread';
import { useMentoringT } from './texts';

/** A task's comment count; opens its thread (mentee and mentor only, so the caller shows it only to them). */
export function TaskCommentsButton({
  taskId,
  label,
  count,
  side,
  openAtStart = false,
}: {
  taskId: string;
  label: string;
  count: number;
  side: 'mentee' | 'mentor';
  /** Opened by a link to this step (a notification about a comment under it). */
  openAtStart?: boolean;
}) {
  const t = useMentoringT();
  const [open, setOpen] = useState(openAtStart);
  // The thread's modal is mounted from its first opening on, not with every step of a plan: a plan of 60 steps
  // drew 60 closed modals, each with its own media query re-rendering it after mount, on a slow phone's first
  // screen. Kept mounted afterwards, so closing still animates.
  const [used, setUsed] = useState(openAtStart);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      {count > 0 ? (
        <Button
          size="compact-xs"
          variant="light"
          color="teal"
          leftSection={<IconMessageCircle size={14} aria-hidden="true" />}
          onClick={show}
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
            onClick={show}
            aria-label={t('mentoring.openComments', { label, count })}
            data-testid="task-comments"
          >
            <IconMessageCircle size={14} />
          </ActionIcon>
        </Tooltip>
      )}
      {used ? (
        <CommentsModal
          open={open}
          onClose={() => setOpen(false)}
          title={t('mentoring.commentsOf', { label })}
          closeLabel={t('mentoring.close')}
        >
          {open ? <CommentThread taskId={taskId} side={side} /> : null}
        </CommentsModal>
      ) : null}
    </>
  );
}

function CommentsModal({
  open,
  onClose,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  // Opened in the frame after it is mounted, so the first opening animates like the others.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal
      opened={open && mounted}
      onClose={onClose}
      title={title}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': closeLabel }}
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      {children}
    </Modal>
  );
}
