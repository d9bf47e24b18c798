import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ComponentType, createContext } from 'react';
import { usePlansT } from './texts';

export interface RowActions {
  onEdit?: () => void;
  onDelete?: () => void;
  onUp?: (() => void) | null;
  onDown?: (() => void) | null;
}

export interface MovesProps {
  label: string;
  actions: RowActions;
  /** Wider than a phone: four buttons; narrower, one menu. */
  wide: boolean;
}

/**
 * The parts of a row only a plan's steps draw, given by the plans below the agenda (PlansRest.tsx), which load
 * after it: the actions of a step that moves up and down (TaskMoves.tsx, with Mantine's menu and tooltips) and the
 * badge of the plan's first step. The agenda's rows only edit, and are never a plan's highlighted first step.
 */
export interface RowParts {
  Moves: ComponentType<MovesProps>;
  FirstStepBadge: ComponentType;
}

export const RowPartsContext = createContext<RowParts | null>(null);

/** Whether the row's actions move the step (its plan's rows), not only edit or delete it. */
export const movable = (a: RowActions) => a.onUp !== undefined || a.onDown !== undefined;

/** A step's edit and delete buttons. */
export function EditDeleteButtons({ label, actions }: { label: string; actions: RowActions }) {
  const t = usePlansT();
  return (
    <>
      {actions.onEdit ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('plans.editTaskOf', { label })}
          onClick={actions.onEdit}
        >
          <IconPencil size={16} />
        </ActionIcon>
      ) : null}
      {actions.onDelete ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('plans.deleteTask', { label })}
          onClick={actions.onDelete}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ) : null}
    </>
  );
}

/** The actions of a step that does not move: its buttons in a row at the row's end. */
export function EditDeleteIcons({ label, actions }: { label: string; actions: RowActions }) {
  return (
    <Group gap={2} wrap="nowrap">
      <EditDeleteButtons label={label} actions={actions} />
    </Group>
  );
}
