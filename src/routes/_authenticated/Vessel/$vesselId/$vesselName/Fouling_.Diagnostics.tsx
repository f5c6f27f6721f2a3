import { createFileRoute } from '@tanstack/react-router';
import { isSuperOrAdmin } from '../../../../../../domain/auth/roles.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { FoulingDiagnosticsScreen } from '../../../../../features/fouling/components/fouling-diagnostics-screen.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';
import { useCurrentUser } from '../../../../../lib/session.ts';

// Fouling/Diagnostics (001 §2; routes.tsv: contents not described; ADR 0079): sea surface temperature,
// operation profile, propulsion efficiency and the fleet's latest statistics. Not nested in the
// Fouling page's layout (the trailing underscore); gated by the Fouling module like it.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Fouling_/Diagnostics')({
  staticData: { title: 'Fouling diagnostics' },
  component: FoulingDiagnosticsPage,
});

function FoulingDiagnosticsPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Fouling diagnostics" vesselName={vessel.name} heading={vessel.name} />
      <FoulingDiagnosticsScreen vesselId={vesselId} canEdit={isSuperOrAdmin(user.role)} />
    </>
  );
}
