// The two data filters of the graph configuration (PERF-056).
import { Checkbox, Stack, Text } from '@mantine/core';

export type DataFilters = { filterMinMax: boolean; filterOutliers: boolean };

type DataFiltersProps = { value: DataFilters; onChange: (value: DataFilters) => void; disabled?: boolean };

export function DataFiltersInput({ value, onChange, disabled = false }: DataFiltersProps) {
  return (
    <Stack gap={6} role="group" aria-labelledby="data-filters-label">
      <Text fw={500} size="sm" id="data-filters-label">
        Data filters
      </Text>
      <Checkbox
        label="Filter min & max"
        disabled={disabled}
        checked={value.filterMinMax}
        onChange={(event) => onChange({ ...value, filterMinMax: event.currentTarget.checked })}
      />
      <Checkbox
        label="Filter outliers"
        disabled={disabled}
        checked={value.filterOutliers}
        onChange={(event) => onChange({ ...value, filterOutliers: event.currentTarget.checked })}
      />
    </Stack>
  );
}
