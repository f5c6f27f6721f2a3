// The time period picker of 001 §2 (PERF-058/059/120-123): All values, Last voyage (with its dates,
// disabled when there is none), Recent (days, optional hours and minutes) and From and to dates
// (optional times). Focusing a field selects its option.
import { Box, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { formatDateTime } from '../../../lib/format.ts';
import {
  hasLastVoyage,
  hasLogData,
  type PeriodBounds,
  type TimeConfigurationType,
  type TimePeriodErrors,
  type TimePeriodInput,
} from '../time-period.ts';

type TimePeriodPickerProps = {
  value: TimePeriodInput;
  onChange: (value: TimePeriodInput) => void;
  bounds: PeriodBounds;
  errors: TimePeriodErrors;
  disabled?: boolean;
};

const optionLabels: Record<TimeConfigurationType, string> = {
  AllValues: 'All values',
  LastVoyage: 'Last voyage',
  LastPeriod: 'Recent',
  SetPeriod: 'From and to dates',
};

function rangeText(from: string | null | undefined, to: string | null | undefined): string {
  const start = formatDateTime(from);
  const end = to && !to.startsWith('0001-01-01') ? formatDateTime(to) : 'now';
  return start ? `${start} - ${end}` : '';
}

export function TimePeriodPicker({
  value,
  onChange,
  bounds,
  errors,
  disabled = false,
}: TimePeriodPickerProps) {
  const set = (change: Partial<TimePeriodInput>) => onChange({ ...value, ...change });
  const select = (type: TimeConfigurationType) => () => {
    if (value.type !== type) set({ type });
  };
  const isVoyageAvailable = hasLastVoyage(bounds);

  // 001 §5: a from-date later than the to-date is clamped to the limit.
  const setFromDate = (date: string) =>
    set({ type: 'SetPeriod', fromDate: value.toDate && date > value.toDate ? value.toDate : date });
  const setToDate = (date: string) =>
    set({ type: 'SetPeriod', toDate: value.fromDate && date < value.fromDate ? value.fromDate : date });

  return (
    <Radio.Group
      label="Time period"
      value={value.type}
      onChange={(type) => set({ type: type as TimeConfigurationType })}
      error={errors.period}
      errorProps={{ role: 'alert' }}
    >
      <Stack gap="sm" mt="xs">
        <Radio
          value="AllValues"
          disabled={disabled || !hasLogData(bounds)}
          label={optionLabels.AllValues}
          description={rangeText(bounds.logDataMinDate, bounds.logDataMaxDate) || 'No log data'}
        />
        <Radio
          value="LastVoyage"
          disabled={disabled || !isVoyageAvailable}
          label={optionLabels.LastVoyage}
          description={
            isVoyageAvailable && bounds.lastVoyage
              ? rangeText(bounds.lastVoyage.startDate, bounds.lastVoyage.endDate)
              : 'No voyage'
          }
        />
        <Box>
          <Radio value="LastPeriod" disabled={disabled} label={optionLabels.LastPeriod} />
          <Group gap="xs" mt={6} ml={28} align="flex-start" wrap="wrap">
            {countFields.map(({ key, label }) => (
              <TextInput
                key={key}
                label={label}
                w={90}
                inputMode="numeric"
                disabled={disabled}
                value={value[key]}
                error={errors[key]}
                onFocus={select('LastPeriod')}
                onChange={(event) => set({ type: 'LastPeriod', [key]: event.currentTarget.value })}
              />
            ))}
          </Group>
        </Box>
        <Box>
          <Radio value="SetPeriod" disabled={disabled} label={optionLabels.SetPeriod} />
          <Stack gap="xs" mt={6} ml={28}>
            <DateTimeRow
              side="From"
              date={value.fromDate}
              time={value.fromTime}
              timeError={errors.fromTime}
              maxDate={value.toDate}
              disabled={disabled}
              onFocus={select('SetPeriod')}
              onDate={setFromDate}
              onTime={(fromTime) => set({ type: 'SetPeriod', fromTime })}
            />
            <DateTimeRow
              side="To"
              date={value.toDate}
              time={value.toTime}
              timeError={errors.toTime}
              minDate={value.fromDate}
              disabled={disabled}
              onFocus={select('SetPeriod')}
              onDate={setToDate}
              onTime={(toTime) => set({ type: 'SetPeriod', toTime })}
            />
          </Stack>
        </Box>
        <Text size="xs" c="dimmed">
          Times are UTC.
        </Text>
      </Stack>
    </Radio.Group>
  );
}

const countFields = [
  { key: 'lastNumberDays', label: 'Days' },
  { key: 'lastNumberHours', label: 'Hours' },
  { key: 'lastNumberMinutes', label: 'Minutes' },
] as const;

type DateTimeRowProps = {
  side: 'From' | 'To';
  date: string;
  time: string;
  timeError: string | undefined;
  minDate?: string;
  maxDate?: string;
  disabled: boolean;
  onFocus: () => void;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
};

/** One end of the From and to period: a date and an optional HH:mm time (at most 5 characters). */
function DateTimeRow({
  side,
  date,
  time,
  timeError,
  minDate,
  maxDate,
  disabled,
  onFocus,
  onDate,
  onTime,
}: DateTimeRowProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <DatePickerInput
        label={`${side} date`}
        w={170}
        valueFormat="DD. MMM, YYYY"
        firstDayOfWeek={1}
        disabled={disabled}
        value={date || null}
        minDate={minDate || undefined}
        maxDate={maxDate || undefined}
        onFocus={onFocus}
        onClick={onFocus}
        onChange={(picked) => picked && onDate(picked.slice(0, 10))}
      />
      <TextInput
        label={`${side} time`}
        placeholder="HH:mm"
        w={100}
        maxLength={5}
        disabled={disabled}
        value={time}
        error={timeError}
        onFocus={onFocus}
        onChange={(event) => onTime(event.currentTarget.value)}
      />
    </Group>
  );
}
