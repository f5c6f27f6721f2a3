import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboards/components/dashboard-screen.tsx';
import { dashboardsQueryOptions } from '../../features/dashboards/api/dashboards.ts';
import { vesselsQueryOptions } from '../../lib/vessels-query.ts';

// The start page (000 §2 '/': Dashboard): the current dashboard. A user who works on board starts
// on the crew's page instead (issue 26 §3, ADR 0117).
export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: ({ context }) => {
    if (context.user.worksOnBoard) throw redirect({ to: '/OnBoard', replace: true });
  },
  loader: ({ context }) => {
    // Warm what the page reads; a failure shows in the page, not as a route error.
    void context.queryClient.prefetchQuery(vesselsQueryOptions());
    void context.queryClient.prefetchQuery(dashboardsQueryOptions());
  },
  component: DashboardScreen,
});
