// The data interval picker of 001 §2/§5 (PERF-055/128/129): Auto, Day, Hour, Quarter, Minute and
// Raw, each disabled with its reason when the span is too long or the variables' sample window
// does not fit.
import { Radio, Stack } from '@mantine/core';

export type DataIntervalOption<T extends string> = {
  value: T;
  label: string;
  /** Set when the option cannot be chosen; shown after its label. */
  disabledReason?: string;
};

type DataIntervalPickerProps<T extends string> = {
  value: T;
  options: readonly DataIntervalOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
};

export function DataIntervalPicker<T extends string>({
  value,
  options,
  onChange,
  disabled = false,
}: DataIntervalPickerProps<T>) {
  return (
    <Radio.Group label="Data interval" value={value} onChange={(next) => onChange(next as T)}>
      <Stack gap={6} mt="xs">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            disabled={disabled || option.disabledReason !== undefined}
            label={option.disabledReason ? `${option.label} ${option.disabledReason}` : option.label}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
