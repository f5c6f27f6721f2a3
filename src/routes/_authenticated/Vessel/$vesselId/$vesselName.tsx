// The vessel pages (000 §2): loads the vessel once for every sub-page and hands the top bar its
// name and status through the route context (SHELL-045).
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ErrorState } from '../../../../components/states.tsx';
import { NotFoundPage } from '../../../../components/not-found-page.tsx';
import type { VesselHeader } from '../../../../components/shell/top-bar.tsx';
import { vesselQueryOptions } from '../../../../features/vessel/api/get-vessel.ts';
import { ApiError } from '../../../../lib/api-client.ts';

export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName')({
  beforeLoad: async ({ context, params }) => {
    const vessel = await context.queryClient.ensureQueryData(vesselQueryOptions(params.vesselId));
    const vesselHeader: VesselHeader = {
      name: vessel.name,
      performanceStatus: vessel.performanceStatus,
      courseDeg: vessel.course,
    };
    return { vesselHeader };
  },
  component: Outlet,
  errorComponent: ({ error, reset }) => {
    // A vessel the user may not see looks the same as one that does not exist.
    if (error instanceof ApiError && [400, 403, 404].includes(error.status)) return <NotFoundPage />;
    return <ErrorState error={error} onRetry={reset} />;
  },
});
