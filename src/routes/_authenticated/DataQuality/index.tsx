import { createFileRoute, redirect } from '@tanstack/react-router';

// /DataQuality/ opens its default child, FleetOverview (routes.tsv).
export const Route = createFileRoute('/_authenticated/DataQuality/')({
  beforeLoad: () => {
    throw redirect({ to: '/DataQuality/FleetOverview', replace: true });
  },
});
