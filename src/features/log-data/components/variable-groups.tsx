// The variable selection of the graph configuration (PERF-053/124/125/127): the Distinct group (up
// to 10 variables, one chart each) and up to 10 further groups (up to 5 variables, one chart per
// group). A full group says 'Maximum N items reached.'; the add-group button goes at the limit.
import { ActionIcon, Button, Group, MultiSelect, Stack, Text, Tooltip } from '@mantine/core';
import {
  addGroup,
  canAddGroup,
  distinctGroupIndex,
  groupLimit,
  isGroupFull,
  maximumReachedText,
  removeGroup,
  setGroupVariables,
  type GraphGroups,
} from '../graph-groups.ts';

export type VariableChoice = { value: string; label: string; group?: string };

type VariableGroupsProps = {
  value: GraphGroups;
  onChange: (value: GraphGroups) => void;
  variables: readonly VariableChoice[];
  /** 'Please select at least 1 item.' once the user tried to plot without a variable. */
  selectionError?: string;
  disabled?: boolean;
};

export function VariableGroups({
  value,
  onChange,
  variables,
  selectionError,
  disabled = false,
}: VariableGroupsProps) {
  const data = variables.map((variable) => ({ value: variable.value, label: variable.label }));

  const groupInput = (groupIndex: number, label: string, selected: string[]) => {
    const isFull = isGroupFull(value, groupIndex);
    return (
      <MultiSelect
        label={label}
        description={
          isFull
            ? maximumReachedText(groupIndex)
            : `Up to ${groupLimit(groupIndex)} variables${groupIndex === distinctGroupIndex ? ', each in its own chart' : ', drawn together'}`
        }
        placeholder={isFull ? undefined : 'Pick variables'}
        data={data}
        value={selected}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No variable matches"
        maxValues={groupLimit(groupIndex)}
        disabled={disabled}
        onChange={(ids) => onChange(setGroupVariables(value, groupIndex, ids))}
        error={groupIndex === distinctGroupIndex ? selectionError : undefined}
        errorProps={{ role: 'alert' }}
        comboboxProps={{ withinPortal: true }}
      />
    );
  };

  return (
    <Stack gap="sm">
      {groupInput(distinctGroupIndex, 'Distinct group', value.distinct)}
      {value.groups.map((group, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>{groupInput(index, `Group ${index + 1}`, group)}</div>
          <Tooltip label={`Remove group ${index + 1}`}>
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={`Remove group ${index + 1}`}
              disabled={disabled}
              onClick={() => onChange(removeGroup(value, index))}
            >
              ✕
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      {canAddGroup(value) ? (
        <Group>
          <Button variant="light" size="xs" disabled={disabled} onClick={() => onChange(addGroup(value))}>
            Add group
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          The maximum number of groups is reached.
        </Text>
      )}
    </Stack>
  );
}
