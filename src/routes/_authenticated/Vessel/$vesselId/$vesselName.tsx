// The vessel pages (000 §2): loads the vessel once for every sub-page and hands the top bar its
// name and status through the route context (SHELL-045), links its sub-pages, and shows a gated
// module's notice instead of its page where the vessel lacks the feature (PERF-115, ADR 0059).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, createFileRoute, useChildMatches, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DIAGNOSTICS_FEATURE } from '../../../../../domain/performance/long-trends.ts';
import { audienceOf, vesselPageEntryOf, visibleVesselPageEntries } from '../../../../app/navigation.tsx';
import { ErrorState } from '../../../../components/states.tsx';
import { NotFoundPage } from '../../../../components/not-found-page.tsx';
import type { VesselHeader } from '../../../../components/shell/top-bar.tsx';
import { VesselPageNav } from '../../../../components/shell/vessel-page-nav.tsx';
import { VesselFeatureGate } from '../../../../components/vessel-feature-gate.tsx';
import { vesselQueryOptions } from '../../../../features/vessel/api/get-vessel.ts';
import { ApiError, isFeatureNotAvailable } from '../../../../lib/api-client.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { ensureVesselNameInAddress } from '../../../../lib/vessel-address.ts';

export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName')({
  beforeLoad: async ({ context, params, location }) => {
    const vessel = await context.queryClient
      .ensureQueryData(vesselQueryOptions(params.vesselId))
      .catch((error: unknown) => {
        // With no connection the device's copy answers (get-vessel.ts); a vessel the device has
        // no copy of is headed by the name in the URL, so the emission report still opens.
        if (error instanceof ApiError && error.isNetworkError) return null;
        throw error;
      });
    if (!vessel) return { vesselHeader: { name: params.vesselName } satisfies VesselHeader };
    // A wrong or outdated name in the address is replaced by the vessel's (issue 26 §5).
    ensureVesselNameInAddress(location, params.vesselName, vessel.name);
    const vesselHeader: VesselHeader = {
      name: vessel.name,
      performanceStatus: vessel.performanceStatus,
      courseDeg: vessel.course,
      // Only where diagnostics is activated (000 §2).
      trendDataRange:
        vessel.features.some((feature) => feature.name === DIAGNOSTICS_FEATURE) &&
        vessel.trendDataMinDate &&
        vessel.trendDataMaxDate
          ? { from: vessel.trendDataMinDate, to: vessel.trendDataMaxDate }
          : null,
      trendSource: vessel.trendSource ?? null,
    };
    return { vesselHeader };
  },
  component: VesselLayout,
  errorComponent: ({ error, reset }) => {
    // A vessel the user may not see looks the same as one that does not exist (a module switched
    // off is not that: its refusal says so).
    if (error instanceof ApiError && [400, 403, 404].includes(error.status) && !isFeatureNotAvailable(error))
      return <NotFoundPage />;
    return <ErrorState error={error} onRetry={reset} />;
  },
});

function VesselLayout() {
  const { vesselId, vesselName } = Route.useParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  const vessel = useQuery(vesselQueryOptions(vesselId)).data;
  const features = useMemo(() => vessel?.features.map((feature) => feature.name), [vessel]);
  const audience = audienceOf(useCurrentUser());
  const pages = useMemo(
    () => visibleVesselPageEntries(new Set(Object.keys(router.routesByPath)), features, audience),
    [router.routesByPath, features, audience],
  );
  const pagePath = useChildMatches({ select: (matches) => matches[0]?.fullPath });
  const pageTitle = useChildMatches({ select: (matches) => matches[0]?.staticData.title });
  const entry = vesselPageEntryOf(pagePath);
  return (
    <>
      <VesselPageNav vesselId={vesselId} vesselName={vessel?.name ?? vesselName} pages={pages} />
      {entry?.feature ? (
        <VesselFeatureGate
          featureName={entry.feature}
          vesselName={vessel?.name ?? vesselName}
          features={features}
          title={pageTitle ?? entry.label}
          // Switched off while the page was open: read the vessel's features again (links, status).
          onRefused={() => void queryClient.invalidateQueries({ queryKey: ['vessels'] })}
        >
          <Outlet />
        </VesselFeatureGate>
      ) : (
        <Outlet />
      )}
    </>
  );
}
