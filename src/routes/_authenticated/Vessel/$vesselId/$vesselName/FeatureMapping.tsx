import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { FeatureMappingScreen } from '../../../../../features/feature-mapping/components/feature-mapping-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';

// Feature mapping (000 §2, 001 §2): what each module reads of the vessel's data, for every user who
// sees the vessel (routes.tsv).
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/FeatureMapping')({
  staticData: { title: 'Feature mapping' },
  component: FeatureMappingPage,
});

function FeatureMappingPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Feature mapping" vesselName={vessel.name} heading={vessel.name} />
      <FeatureMappingScreen vesselId={vesselId} />
    </>
  );
}
