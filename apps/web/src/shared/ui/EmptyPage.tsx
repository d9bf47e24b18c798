import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyPanel } from './EmptyPanel';
import { PageTitle } from './PageTitle';

/** A page whose data arrives with a later issue: its title and a real empty state. */
export function EmptyPage(props: {
  title: string;
  icon: ReactNode;
  empty: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <>
      <PageTitle title={props.title} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <EmptyPanel icon={props.icon} title={props.empty} description={props.text} action={props.action} />
      </Paper>
    </>
  );
}
