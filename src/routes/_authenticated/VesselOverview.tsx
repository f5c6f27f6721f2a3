import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { messages } from '../../../domain/messages.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../components/states.tsx';
import { sortVesselsByName, useVessels, vesselsQueryOptions } from '../../features/fleet/api/get-vessels.ts';
import { VesselOverview } from '../../features/vessel-map/components/vessel-overview.tsx';

// Vessel Overview (001 §2, PERF-020, SHELL-021): the fleet's vessels with their status and the map.
export const Route = createFileRoute('/_authenticated/VesselOverview')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(vesselsQueryOptions());
  },
  component: VesselOverviewPage,
});

function VesselOverviewPage() {
  const vessels = useVessels();
  const sorted = useMemo(() => sortVesselsByName(vessels.data ?? []), [vessels.data]);
  const listState = vessels.isPending ? (
    <LoadingState label={messages.loadingAllVessels} />
  ) : vessels.isError ? (
    <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} />
  ) : vessels.data.length === 0 ? (
    <EmptyMessage>{messages.noActiveVessels}</EmptyMessage>
  ) : undefined;
  return (
    <>
      <PageTitle title="Vessel Overview" />
      <VesselOverview vessels={sorted} listState={listState} />
    </>
  );
}
