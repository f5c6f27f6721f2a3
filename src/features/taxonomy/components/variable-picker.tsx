// The log variable picker of the taxonomy page (003 §2, ADMIN-083): a searchable list of the log
// variable names; the chosen one's taxa are named here and highlighted in the category table.
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { TaxonomyLogVariable } from '../../../../domain/contracts/taxonomy.ts';

type VariablePickerProps = {
  variables: readonly TaxonomyLogVariable[];
  selected: TaxonomyLogVariable | null;
  onChange: (name: string | null) => void;
};

export function VariablePicker({ variables, selected, onChange }: VariablePickerProps) {
  return (
    <Stack gap="xs">
      <Select
        label="Log variable"
        description="Highlights the taxa of a log variable name in the table below."
        placeholder="Search a log variable"
        searchable
        clearable
        maw={420}
        data={variables.map((variable) => variable.name)}
        value={selected?.name ?? null}
        onChange={onChange}
        nothingFoundMessage="No log variable has that name"
      />
      <div role="status" aria-live="polite">
        {selected ? (
          <Group gap="xs">
            <Text size="sm">
              {selected.taxa.length === 0 ? `${selected.name} has no taxa.` : `Taxa of ${selected.name}:`}
            </Text>
            {selected.taxa.map((taxon) => (
              <Badge key={taxon} variant="light" tt="none">
                {taxon}
              </Badge>
            ))}
          </Group>
        ) : null}
      </div>
    </Stack>
  );
}
