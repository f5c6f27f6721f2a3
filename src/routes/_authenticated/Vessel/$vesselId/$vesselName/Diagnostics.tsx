import { createFileRoute } from '@tanstack/react-router';
import { isSuperOrAdmin } from '../../../../../../domain/auth/roles.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { DiagnosticsScreen } from '../../../../../features/performance/components/diagnostics-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';
import { useCurrentUser } from '../../../../../lib/session.ts';

// Diagnostics (001 §2): the long-trend charts, events and consequences. The vessel layout shows the
// notice instead where the vessel lacks Diagnostics (PERF-115, app/navigation.tsx). The top bar
// shows the long-trend date range here (SHELL, 000 §2).
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Diagnostics')({
  staticData: { title: 'Diagnostics', showsTrendDataRange: true },
  component: DiagnosticsPage,
});

function DiagnosticsPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Diagnostics" vesselName={vessel.name} heading={vessel.name} />
      <DiagnosticsScreen
        vesselId={vesselId}
        vesselName={vessel.name}
        canConfigure={isSuperOrAdmin(user.role)}
      />
    </>
  );
}
