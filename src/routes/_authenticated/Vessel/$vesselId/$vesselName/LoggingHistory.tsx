import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';
import { LogDataPage } from '../../../../../features/log-data/components/log-data-page.tsx';

// Logging history (001 §2): the graph page over the vessel's log variables.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/LoggingHistory')({
  staticData: { title: 'Logging history' },
  component: LoggingHistoryPage,
});

function LoggingHistoryPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Logging history" vesselName={vessel.name} heading={vessel.name} />
      <LogDataPage
        vesselId={vesselId}
        logDataMinDate={vessel.logDataMinDate ?? null}
        logDataMaxDate={vessel.logDataMaxDate ?? null}
      />
    </>
  );
}
