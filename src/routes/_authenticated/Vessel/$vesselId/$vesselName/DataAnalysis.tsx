import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';
import { LogDataPage } from '../../../../../features/log-data/components/log-data-page.tsx';

// Data analysis (001 §2): the same graph configuration and charts as the logging history.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/DataAnalysis')({
  staticData: { title: 'Data analysis' },
  component: DataAnalysisPage,
});

function DataAnalysisPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Data analysis" vesselName={vessel.name} heading={vessel.name} />
      <LogDataPage
        vesselId={vesselId}
        logDataMinDate={vessel.logDataMinDate ?? null}
        logDataMaxDate={vessel.logDataMaxDate ?? null}
      />
    </>
  );
}
