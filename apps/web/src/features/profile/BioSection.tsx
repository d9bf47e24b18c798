import {
  Alert,
  Badge,
  Button,
  Collapse,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  Typography,
} from '@mantine/core';
import { IconAlertCircle, IconCloudUpload, IconLink, IconPencil, IconUserEdit } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphQLResponseError } from '../../shared/api/graphql';
import { failureText } from '../../shared/offline/errors';
import { usePendingBio } from '../../shared/offline/pending';
import { queueBio } from '../../shared/offline/queue';
import { offlineT } from '../../shared/offline/texts';
import type { SocialLink } from '../../shared/session/user';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { Section } from './ProfileSections';
import { SocialLinks } from './SocialLinks';
import { SocialLinksEditor } from './SocialLinksEditor';

const BioEditor = lazy(() => import('./BioEditor'));

function BioText({ html }: { html: string }) {
  // The server sanitises the bio to the editor's tags (ARCHITECTURE: sanitize-html).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server; the CSP forbids inline script
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

function isBlankHtml(html: string | null | undefined): boolean {
  return !html || html.replace(/<[^>]*>/g, '').trim() === '';
}

/** Bio and social links (S-F1). The owner edits the bio with the rich-text editor (S-E1, S-T4). */
export function BioSection({
  bio,
  links,
  own,
  loading,
}: {
  bio: { text: string } | null | undefined;
  links: SocialLink[] | undefined;
  own: boolean;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [editingLinks, setEditingLinks] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const text = bio?.text ?? '';
  const pending = usePendingBio();

  const save = (html: string) => {
    setEditing(false);
    setFailure(null);
    setDraft(html);
    // Shown at once; made offline it waits on this device and is sent on reconnect (shared/offline/queue.ts).
    queueBio(html)
      .then(() => setDraft(null))
      .catch((error: unknown) =>
        // The server's refusal keeps the spec's text (S-V6); a lost connection or other failure is translated.
        setFailure(error instanceof GraphQLResponseError ? error.message : failureText(error)),
      );
  };

  const startEditing = () => {
    setFailure(null);
    setEditing(true);
  };

  return (
    <Section
      id="section-bio"
      title={t('profile.bio')}
      actions={
        own && !editing && !isBlankHtml(text) ? (
          <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={startEditing}>
            {t('profile.editBio')}
          </Button>
        ) : null
      }
    >
      <Stack gap="md">
        {pending ? (
          <Badge
            variant="light"
            color="yellow"
            leftSection={<IconCloudUpload size={12} aria-hidden />}
            data-testid="bio-pending"
            style={{ alignSelf: 'flex-start', textTransform: 'none' }}
          >
            {offlineT('pending')}
          </Badge>
        ) : null}
        {failure ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('profile.bioSaveFailed')}
            role="alert"
            withCloseButton
            onClose={() => setFailure(null)}
          >
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {failure}
            </Text>
          </Alert>
        ) : null}
        {loading ? (
          <Stack gap={8} aria-busy="true">
            <Skeleton h={12} w="90%" />
            <Skeleton h={12} w="75%" />
            <Skeleton h={12} w="60%" />
          </Stack>
        ) : editing ? (
          <Suspense fallback={<Skeleton h={200} radius="md" aria-label={t('editor.loading')} />}>
            <BioEditor
              initialHtml={draft ?? text}
              onDraft={setDraft}
              onSave={save}
              onCancel={() => {
                setDraft(null);
                setEditing(false);
              }}
            />
          </Suspense>
        ) : isBlankHtml(text) ? (
          <EmptyPanel
            size="sm"
            icon={<IconUserEdit size={24} />}
            title={own ? t('profile.bioEmptyOwnTitle') : t('profile.bioEmpty')}
            description={own ? t('profile.bioEmptyOwn') : undefined}
            action={
              own ? (
                <Button size="xs" variant="light" onClick={startEditing}>
                  {t('profile.addBio')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Typography>
            <BioText html={text} />
          </Typography>
        )}
        <Divider />
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text fw={600} fz="sm" component="h3" m={0}>
              {t('profile.links')}
            </Text>
            {own && !editingLinks ? (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconLink size={14} />}
                onClick={() => setEditingLinks(true)}
              >
                {t('profile.editLinks')}
              </Button>
            ) : null}
          </Group>
          {loading ? <Skeleton h={14} w="40%" /> : <SocialLinks links={links ?? []} />}
          {own ? (
            <Collapse expanded={editingLinks}>
              {editingLinks ? (
                <SocialLinksEditor links={links ?? []} onDone={() => setEditingLinks(false)} />
              ) : null}
            </Collapse>
          ) : null}
        </Stack>
      </Stack>
    </Section>
  );
}
