// The office analysis pages offline (issue 26 §4, ADR 0108): one home for what a page shows of the
// answers it reads, whether the device is online or not. Their queries are marked `persistMeta`
// (lib/read-cache.ts), so the answers last read stay on the device across a reload.
// - `useKeptAnswer(read, texts)`: what one section shows: its answer (fresh or kept), the loading
//   state, the error with its retry while online, or nothing while offline without an answer (the
//   page's notice says that once, no error box per section).
// - `<KeptAnswersNotice roots>`: the one notice at the top of the page while offline: the time the
//   oldest answer shown was read ('DD. MMM, YYYY HH:mm' UTC), or that nothing of the page is kept.
import { Alert } from '@mantine/core';
import { useQueryClient, type QueryCache, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore, type ReactElement } from 'react';
import { fillMessage, messages } from '../../domain/messages.ts';
import { formatDateTime } from '../lib/format.ts';
import { useOnlineStatus } from '../lib/use-online-status.ts';
import { ErrorState, LoadingState } from './states.tsx';

type Read<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isPending' | 'refetch'>;

/** A section's answer to show, or what to show instead (null: nothing, the page's notice speaks). */
export type KeptAnswer<T> =
  { data: T; fallback?: undefined } | { data?: undefined; fallback: ReactElement | null };

export type KeptAnswerTexts = {
  /** The loading state's label. */
  loading: string;
  /** The error box's title (the spec's failure text), when it has one. */
  failure?: string;
};

/** The pure rule behind `useKeptAnswer`. */
export function keptAnswer<T>(read: Read<T>, online: boolean, texts: KeptAnswerTexts): KeptAnswer<T> {
  // Online, a failed read still shows its error (with the spec's text and a retry), as before.
  if (read.isError && online)
    return {
      fallback: <ErrorState error={read.error} title={texts.failure} onRetry={() => void read.refetch()} />,
    };
  if (read.data !== undefined) return { data: read.data };
  if (read.isError) return { fallback: null };
  return { fallback: read.isPending ? <LoadingState label={texts.loading} /> : null };
}

/** What one section shows of its read: its answer, or the loading, error or nothing instead. */
export function useKeptAnswer<T>(read: Read<T>, texts: KeptAnswerTexts): KeptAnswer<T> {
  return keptAnswer(read, useOnlineStatus(), texts);
}

/** Still reading (no answer yet). */
export const STILL_READING = -1;
/** Nothing the page shows is kept on the device. */
export const NOTHING_KEPT = 0;

/**
 * The time (ms) the oldest answer shown under `roots` was read, among the queries a mounted screen
 * observes; `NOTHING_KEPT` when none has an answer, `STILL_READING` while one without an answer is
 * being read.
 */
export function keptSince(cache: QueryCache, roots: readonly QueryKey[]): number {
  let oldest = Number.POSITIVE_INFINITY;
  let reading = false;
  for (const root of roots)
    for (const query of cache.findAll({ queryKey: root, type: 'active' })) {
      if (query.state.data !== undefined) oldest = Math.min(oldest, query.state.dataUpdatedAt);
      else if (query.state.fetchStatus === 'fetching') reading = true;
    }
  if (oldest !== Number.POSITIVE_INFINITY) return oldest;
  return reading ? STILL_READING : NOTHING_KEPT;
}

/** The page's one notice while offline: the answers' age, or that nothing is kept. */
export function KeptAnswersNotice({ roots }: { roots: readonly QueryKey[] }) {
  const online = useOnlineStatus();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  // A number, so the snapshot is the same while nothing that matters changes.
  const snapshot = () => keptSince(cache, roots);
  const since = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (online || since === STILL_READING) return null;
  return (
    <Alert color="gray" role="status" data-testid="kept-answers-notice">
      {since === NOTHING_KEPT
        ? messages.nothingKeptOffline
        : fillMessage(messages.keptAnswersShown, { readAt: formatDateTime(new Date(since)) })}
    </Alert>
  );
}
