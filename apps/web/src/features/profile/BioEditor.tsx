import { Button, Group, Popover, Stack, TextInput, Toolbar, Tooltip } from '@mantine/core';
import {
  IconBlockquote,
  IconBold,
  IconCode,
  IconH1,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconLinkOff,
  IconList,
  IconSourceCode,
} from '@tabler/icons-react';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

function normaliseUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:'
      ? url.href
      : null;
  } catch {
    return null;
  }
}

function Tool({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <Toolbar.Toggle aria-label={label} active={active} disabled={disabled} onClick={onClick}>
        {icon}
      </Toolbar.Toggle>
    </Tooltip>
  );
}

function LinkTool({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = normaliseUrl(url);
    if (!href) return setInvalid(true);
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setOpened(false);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      position="bottom"
      withArrow
      shadow="md"
      returnFocus
    >
      <Popover.Target>
        <Toolbar.Toggle
          aria-label={t('editor.link')}
          title={t('editor.link')}
          active={editor.isActive('link')}
          onClick={() => {
            setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
            setInvalid(false);
            setOpened((o) => !o);
          }}
        >
          <IconLink size={18} />
        </Toolbar.Toggle>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={apply}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('editor.linkUrl')}
              placeholder="https://"
              size="xs"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              error={invalid ? ' ' : undefined}
              data-autofocus
            />
            <Button type="submit" size="xs">
              {t('editor.apply')}
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The rich-text bio editor (S-E1). Loaded on demand: Tiptap is most of its weight. */
export default function BioEditor({
  initialHtml,
  saving,
  onSave,
  onCancel,
  onDraft,
}: {
  initialHtml: string;
  saving?: boolean;
  /** Every change, so the draft outlives the editor instance (it is destroyed while its view is hidden). */
  onDraft?: (html: string) => void;
  onSave: (html: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        strike: false,
        underline: false,
        orderedList: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: initialHtml,
    autofocus: 'end',
    onUpdate: ({ editor: e }) => onDraft?.(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': t('editor.label'),
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-text',
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      code: e.isActive('code'),
      codeBlock: e.isActive('codeBlock'),
      quote: e.isActive('blockquote'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const save = () => {
    const html = editor.isEmpty ? '' : editor.getHTML();
    onSave(html);
  };

  return (
    <Stack gap="xs">
      <Toolbar aria-label={t('editor.toolbar')} size="sm" style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Tool
          label={t('editor.bold')}
          icon={<IconBold size={18} />}
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <Tool
          label={t('editor.italic')}
          icon={<IconItalic size={18} />}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <Tool
          label={t('editor.code')}
          icon={<IconCode size={18} />}
          active={state.code}
          onClick={() => chain().toggleCode().run()}
        />
        <Tool
          label={t('editor.codeBlock')}
          icon={<IconSourceCode size={18} />}
          active={state.codeBlock}
          onClick={() => chain().toggleCodeBlock().run()}
        />
        <Tool
          label={t('editor.quote')}
          icon={<IconBlockquote size={18} />}
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <Toolbar.Divider />
        <Tool
          label={t('editor.h1')}
          icon={<IconH1 size={18} />}
          active={state.h1}
          onClick={() => chain().toggleHeading({ level: 1 }).run()}
        />
        <Tool
          label={t('editor.h2')}
          icon={<IconH2 size={18} />}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <Tool
          label={t('editor.h3')}
          icon={<IconH3 size={18} />}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <Tool
          label={t('editor.bulletList')}
          icon={<IconList size={18} />}
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        />
        <Toolbar.Divider />
        <LinkTool editor={editor} />
        <Tool
          label={t('editor.unlink')}
          icon={<IconLinkOff size={18} />}
          disabled={!state.link}
          onClick={() => chain().extendMarkRange('link').unsetLink().run()}
        />
        <Group gap="xs" ml="auto" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
            {t('editor.cancel')}
          </Button>
          <Button size="xs" onClick={save} loading={saving}>
            {t('editor.save')}
          </Button>
        </Group>
      </Toolbar>
      <EditorContent editor={editor} className="editor-content" />
    </Stack>
  );
}
