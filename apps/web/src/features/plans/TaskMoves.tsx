import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { EditDeleteButtons, type MovesProps, type RowActions } from './taskRowActions';
import { usePlansT } from './texts';

/**
 * The actions of a plan's step that moves up and down: wider than a phone (Mantine's `sm`, 48em) four buttons;
 * narrower, one menu, so the label keeps its width. Only the one that shows is rendered.
 */
export function TaskMoves({ label, actions, wide }: MovesProps) {
  const t = usePlansT();
  if (!wide) return <CompactActions label={label} actions={actions} />;
  return (
    <Group gap={2} wrap="nowrap">
      {actions.onUp !== undefined ? (
        <Tooltip label={t('plans.moveUp', { label })} openDelay={500}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('plans.moveUp', { label })}
            disabled={!actions.onUp}
            onClick={actions.onUp ?? undefined}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {actions.onDown !== undefined ? (
        <Tooltip label={t('plans.moveDown', { label })} openDelay={500}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('plans.moveDown', { label })}
            disabled={!actions.onDown}
            onClick={actions.onDown ?? undefined}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <EditDeleteButtons label={label} actions={actions} />
    </Group>
  );
}

/** Phones: the four actions of a step fold into one menu. */
function CompactActions({ label, actions }: { label: string; actions: RowActions }) {
  const t = usePlansT();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('plans.stepActions', { label })}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconArrowUp size={16} />}
          disabled={!actions.onUp}
          onClick={actions.onUp ?? undefined}
        >
          {t('plans.up')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowDown size={16} />}
          disabled={!actions.onDown}
          onClick={actions.onDown ?? undefined}
        >
          {t('plans.down')}
        </Menu.Item>
        {actions.onEdit ? (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={actions.onEdit}>
            {t('goals.edit')}
          </Menu.Item>
        ) : null}
        {actions.onDelete ? (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={actions.onDelete}>
            {t('goals.delete')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
