import { SocialLinksForm } from '../../shared/profile/SocialLinksForm';
import { sessionStore } from '../../shared/session/store';
import type { SocialLink } from '../../shared/session/user';
import { useUpdateSocialLinks } from './api';

/** The profile's links editor: the shared form, saved with the profile's mutation. */
export function SocialLinksEditor({ links, onDone }: { links: SocialLink[]; onDone: () => void }) {
  const update = useUpdateSocialLinks();
  return (
    <SocialLinksForm
      links={links}
      saving={update.isPending}
      onCancel={onDone}
      onSave={async (next) => {
        await update.mutateAsync(next);
        await sessionStore.getState().loadUser({ force: true, withProfileDetails: true });
        onDone();
      }}
    />
  );
}
