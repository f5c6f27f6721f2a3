import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { LongTrendScreen } from '../../../../../features/performance/components/long-trend-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// Long trend (001 §2): the vessel's long trends and their settings. The vessel layout shows the
// notice instead where the vessel lacks Diagnostics (PERF-115, app/navigation.tsx).
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/LongTrend')({
  staticData: { title: 'Long trend' },
  component: LongTrendPage,
});

function LongTrendPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Long trend" vesselName={vessel.name} heading={vessel.name} />
      <LongTrendScreen vesselId={vesselId} />
    </>
  );
}
