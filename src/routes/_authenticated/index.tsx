import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboards/components/dashboard-screen.tsx';
import { dashboardsQueryOptions } from '../../features/dashboards/api/dashboards.ts';
import { vesselsQueryOptions } from '../../lib/vessels-query.ts';

// The start page (000 §2 '/': Dashboard): the current dashboard.
export const Route = createFileRoute('/_authenticated/')({
  loader: ({ context }) => {
    // Warm what the page reads; a failure shows in the page, not as a route error.
    void context.queryClient.prefetchQuery(vesselsQueryOptions());
    void context.queryClient.prefetchQuery(dashboardsQueryOptions());
  },
  component: DashboardScreen,
});
