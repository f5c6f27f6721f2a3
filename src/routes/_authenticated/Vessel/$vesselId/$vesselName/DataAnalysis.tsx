import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';
import { DataAnalysisPage as DataAnalysisScreen } from '../../../../../features/log-data/components/data-analysis-page.tsx';

// Data analysis (001 §1, §2; PERF-016): one log variable against another with a fitted curve. The
// vessel layout shows the notice instead where the vessel lacks DataAnalysis (ADR 0059).
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
      <DataAnalysisScreen
        vesselId={vesselId}
        logDataMinDate={vessel.logDataMinDate ?? null}
        logDataMaxDate={vessel.logDataMaxDate ?? null}
      />
    </>
  );
}
