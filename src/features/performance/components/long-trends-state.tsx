// What the Long trend and Diagnostics pages show before they have long trends to show: loading,
// the failure (001 §8 'Failed to fetch long trends') with a retry, or why there are none yet.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { LongTrend } from '../../../../domain/contracts/long-trends.ts';
import { messages } from '../../../../domain/messages.ts';
import { keptAnswer } from '../../../components/kept-answers.tsx';
import { EmptyMessage } from '../../../components/states.tsx';

/**
 * The state to show instead of the page, or null once there are long trends (or, offline without
 * them, when the page's kept-answers notice says why: `online` false, Diagnostics, ADR 0108).
 */
export function longTrendsState(trends: UseQueryResult<LongTrend[]>, online = true): ReactElement | null {
  const view = keptAnswer(trends, online, {
    loading: 'Loading long trends…',
    failure: messages.failedToFetchLongTrends,
  });
  if (view.data === undefined) return view.fallback;
  if (view.data.length === 0)
    return (
      <EmptyMessage>
        No long trends yet. They are computed after the vessel&apos;s data has been imported, for the
        references it has: a PowerSpeed reference curve for speed, the MCR and its shaft speed for rpm, an
        SFOC curve and the main engine&apos;s fuel for SFOC. Feature mapping shows what it has.
      </EmptyMessage>
    );
  return null;
}
