// The action buttons at the end of a table row (View, Edit, Delete, ...). Each carries an
// accessible name that says which row it acts on, e.g. 'Edit Jane Doe'.
import { Button, Group } from '@mantine/core';

export type RowAction = {
  label: string;
  /** The accessible name; defaults to the label. */
  ariaLabel?: string;
  onClick: () => void;
  /** Shown only when true (default true). */
  visible?: boolean;
  danger?: boolean;
  /** Shown but not usable, e.g. while the row's last action runs or the device is offline. */
  disabled?: boolean;
};

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions
        .filter((action) => action.visible !== false)
        .map((action) => (
          <Button
            key={action.label}
            size="compact-sm"
            variant="subtle"
            color={action.danger ? 'red' : undefined}
            onClick={action.onClick}
            disabled={action.disabled}
            aria-label={action.ariaLabel ?? action.label}
          >
            {action.label}
          </Button>
        ))}
    </Group>
  );
}
