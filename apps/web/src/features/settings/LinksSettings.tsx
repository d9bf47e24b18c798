import { Skeleton } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SettingsSocialLinksDocument } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { SocialLinksForm } from '../../shared/profile/SocialLinksForm';
import { sessionStore, useSession } from '../../shared/session/store';
import { notifySuccess } from '../../shared/ui/notify';
import { useAccountTexts } from './texts';

/** Social links in settings: the same form as on the profile, saved with the same operation. */
export function LinksSettings() {
  const t = useAccountTexts();
  const links = useSession((s) => s.user?.socialLinks);
  useEffect(() => {
    if (links === undefined) void sessionStore.getState().loadUser({ force: true, withProfileDetails: true });
  }, [links]);
  const save = useMutation({
    mutationFn: (next: Array<{ network: string; url: string }>) =>
      request(SettingsSocialLinksDocument, { links: next }),
  });
  if (links === undefined) return <Skeleton h={60} radius="md" />;
  return (
    <SocialLinksForm
      key={JSON.stringify(links)}
      links={links}
      saving={save.isPending}
      onSave={async (next) => {
        await save.mutateAsync(next);
        await sessionStore.getState().loadUser({ force: true, withProfileDetails: true });
        notifySuccess(t('account.links.saved'));
      }}
    />
  );
}
