// What both log-data pages (the graph page and the data analysis) share: the vessel's variables and
// stored configuration read before the form, with the loading, failure and no-variables states and
// the time period picker's bounds (the offline notice and the progress are in
// src/components/log-data-graph.tsx).
import type { ReactNode } from 'react';
import type { LogDataConfig } from '../../../../domain/contracts/log-data-config.ts';
import type { LogVariable } from '../../../../domain/contracts/log-variables.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useLogDataConfig } from '../api/get-log-data-config.ts';
import { useLogVariables } from '../api/get-log-variables.ts';
import { lastVoyageOf } from '../log-data-form.ts';
import { periodBoundsOf, type PeriodBounds } from '../time-period.ts';

export type LogDataInputs = { variables: LogVariable[]; config: LogDataConfig | null; bounds: PeriodBounds };

export function LogDataInputsGate({
  vesselId,
  logDataMinDate,
  logDataMaxDate,
  loadingLabel,
  children,
}: {
  vesselId: string;
  logDataMinDate: string | null;
  logDataMaxDate: string | null;
  loadingLabel: string;
  children: (inputs: LogDataInputs) => ReactNode;
}) {
  const variables = useLogVariables(vesselId);
  const config = useLogDataConfig(vesselId);
  if (variables.isPending || config.isPending) return <LoadingState label={loadingLabel} />;
  if (variables.isError)
    return <ErrorState error={variables.error} onRetry={() => void variables.refetch()} />;
  if (variables.data.length === 0) return <EmptyMessage>This vessel has no log variables yet.</EmptyMessage>;
  const stored = config.data ?? null;
  const bounds = periodBoundsOf({ logDataMinDate, logDataMaxDate }, variables.data, lastVoyageOf(stored));
  return children({ variables: variables.data, config: stored, bounds });
}
