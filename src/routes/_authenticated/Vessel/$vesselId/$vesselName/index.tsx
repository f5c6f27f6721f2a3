import { createFileRoute, redirect } from '@tanstack/react-router';

// Info is the default sub-page of a vessel.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/Vessel/$vesselId/$vesselName/Info', params, replace: true });
  },
});
