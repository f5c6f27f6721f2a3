// What the Long trend and Diagnostics pages show before they have long trends to show: loading,
// the failure (001 §8 'Failed to fetch long trends') with a retry, or why there are none yet.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { LongTrend } from '../../../../domain/contracts/long-trends.ts';
import { messages } from '../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';

/** The state to show instead of the page, or null once there are long trends. */
export function longTrendsState(trends: UseQueryResult<LongTrend[]>): ReactElement | null {
  if (trends.isPending) return <LoadingState label="Loading long trends…" />;
  if (trends.isError)
    return (
      <ErrorState
        error={trends.error}
        title={messages.failedToFetchLongTrends}
        onRetry={() => void trends.refetch()}
      />
    );
  if (trends.data.length === 0)
    return (
      <EmptyMessage>
        No long trends yet. They are computed after the vessel&apos;s data has been imported, for the
        references it has: a PowerSpeed reference curve for speed, the MCR and its shaft speed for rpm, an
        SFOC curve and the main engine&apos;s fuel for SFOC. Feature mapping shows what it has.
      </EmptyMessage>
    );
  return null;
}
