import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';
import { messages } from '../../../domain/messages.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../components/states.tsx';
import { useVessels } from '../../features/fleet/api/get-vessels.ts';
import { sortVesselsByName } from '../../lib/vessel-order.ts';
import { vesselsQueryOptions } from '../../lib/vessels-query.ts';
import { VesselOverview } from '../../features/vessel-map/components/vessel-overview.tsx';
import { vesselGroupsQueryOptions } from '../../lib/vessel-groups-query.ts';

const SearchSchema = v.object({ group: v.optional(v.string()) });

// Vessel Overview (001 §2, PERF-020, SHELL-021): the fleet's vessels with their status and the map,
// filtered on one of the user's vessel groups (ADMIN-068/069: the 'Filter on group' dropdown is here).
export const Route = createFileRoute('/_authenticated/VesselOverview')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(vesselsQueryOptions());
  },
  component: VesselOverviewPage,
});

function VesselOverviewPage() {
  const { group: groupId } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const vessels = useVessels();
  const groups = useQuery(vesselGroupsQueryOptions());
  const group = groups.data?.find((g) => g.id === groupId) ?? null;
  const shown = useMemo(() => {
    const all = sortVesselsByName(vessels.data ?? []);
    return group ? all.filter((vessel) => group.vesselIds.includes(vessel.id)) : all;
  }, [vessels.data, group]);
  const listState = vessels.isPending ? (
    <LoadingState label={messages.loadingAllVessels} />
  ) : vessels.isError ? (
    <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} />
  ) : vessels.data.length === 0 ? (
    <EmptyMessage>{messages.noActiveVessels}</EmptyMessage>
  ) : group && shown.length === 0 ? (
    <EmptyMessage>The group {group.name} has none of your vessels.</EmptyMessage>
  ) : undefined;
  return (
    <>
      <PageTitle title="Vessel Overview" />
      <Select
        label="Filter on group"
        placeholder="All vessels"
        clearable
        w={280}
        mb="sm"
        disabled={!groups.data || groups.data.length === 0}
        description={
          groups.isError
            ? 'The vessel groups could not be read.'
            : groups.data?.length === 0
              ? 'Make vessel groups under Vessel Groups to filter the map.'
              : undefined
        }
        data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        value={group?.id ?? null}
        onChange={(value) => void navigate({ search: value ? { group: value } : {}, replace: true })}
      />
      <VesselOverview vessels={shown} listState={listState} />
    </>
  );
}
