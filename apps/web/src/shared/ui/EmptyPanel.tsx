import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyPanelProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  size?: 'sm' | 'md';
}

/** A real empty state: an icon, what is missing, why, and what to do about it. */
export function EmptyPanel({ icon, title, description, action, size = 'md' }: EmptyPanelProps) {
  return (
    <EmptyState
      size={size}
      variant="light"
      icon={icon}
      title={title}
      description={description}
      py={size === 'md' ? 'xl' : 'md'}
    >
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
