// The partner's vessels with their latest values (ADR 0061): speed over ground, shaft power and
// the main engine's fuel mass flow, each with the time of its newest sample (UTC).
import { Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { LogVariable } from '../../../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { ErrorState } from '../../../components/states.tsx';
import { VesselTable, type VesselColumn } from '../../../components/vessel-table.tsx';
import { formatDateTime, formatQuantity } from '../../../lib/format.ts';
import { usePartnerLatestValues } from '../api/get-partner-latest-values.ts';
import {
  partnerReading,
  partnerReadingChannels,
  partnerReadingLabel,
  pickPartnerReadings,
  readingVariableIds,
  type PartnerReading,
} from '../partner-readings.ts';

export const latestValuesErrorTitle = 'The latest values could not be read';

type VariablesState = {
  data: LogVariable[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export function PartnerVesselList({ vessels, variables }: { vessels: Vessel[]; variables: VariablesState }) {
  const picks = useMemo(() => pickPartnerReadings(variables.data ?? []), [variables.data]);
  const ids = useMemo(() => readingVariableIds(picks), [picks]);
  const latest = usePartnerLatestValues(ids);
  const isLoading = variables.isPending || (ids.length > 0 && latest.isPending);
  const failure = variables.isError ? variables.error : latest.isError ? latest.error : null;

  const columns: VesselColumn[] = partnerReadingChannels.map((channel) => ({
    key: channel,
    header: partnerReadingLabel(channel),
    align: 'right',
    cell: (vessel) => {
      if (isLoading) return <Skeleton height={14} width={90} ml="auto" aria-hidden />;
      if (failure) return <Text size="sm">–</Text>;
      const variable = picks.get(vessel.id)?.[channel];
      return <ReadingCell reading={partnerReading(variable, variable && latest.data?.get(variable.id))} />;
    },
  }));

  return (
    <Stack gap="xs" aria-busy={isLoading}>
      <VesselTable
        vessels={vessels}
        label="Partner vessels"
        testId="partner-vessels"
        withVesselPages={false}
        extraColumns={columns}
      />
      {isLoading ? (
        <Text size="sm" c="dimmed" role="status">
          Loading the latest values…
        </Text>
      ) : null}
      {failure ? (
        <ErrorState
          error={failure}
          title={latestValuesErrorTitle}
          onRetry={() => void (variables.isError ? variables.refetch() : latest.refetch())}
        />
      ) : null}
    </Stack>
  );
}

function ReadingCell({ reading }: { reading: PartnerReading }) {
  if (reading.kind === 'not-logged')
    return (
      <Text size="sm" c="dimmed">
        Not logged
      </Text>
    );
  if (reading.kind === 'no-data')
    return (
      <Text size="sm" c="dimmed">
        No data
      </Text>
    );
  return (
    <>
      <Text size="sm">{formatQuantity(reading.value, reading.unit)}</Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(reading.timestamp)}
      </Text>
    </>
  );
}
