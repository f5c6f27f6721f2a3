import { createFileRoute } from '@tanstack/react-router';
import { DIAGNOSTICS_FEATURE } from '../../../../../../domain/performance/long-trends.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { FeatureNotAvailable } from '../../../../../components/feature-not-available.tsx';
import { LongTrendScreen } from '../../../../../features/performance/components/long-trend-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// Long trend (001 §2): the vessel's long trends and their settings, where diagnostics is on (PERF-115).
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/LongTrend')({
  staticData: { title: 'Long trend' },
  component: LongTrendPage,
});

function LongTrendPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  const activated = vessel.features.some((feature) => feature.name === DIAGNOSTICS_FEATURE);
  return (
    <>
      <PageTitle title="Long trend" vesselName={vessel.name} heading={vessel.name} />
      {activated ? (
        <LongTrendScreen vesselId={vesselId} />
      ) : (
        <FeatureNotAvailable featureName={DIAGNOSTICS_FEATURE} vesselName={vessel.name} />
      )}
    </>
  );
}
