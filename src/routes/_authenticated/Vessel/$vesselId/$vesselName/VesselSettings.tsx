import { Button, Group } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { isSuperOrAdmin } from '../../../../../../domain/auth/roles.ts';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { VesselSettingsScreen } from '../../../../../features/vessel-settings/components/vessel-settings-screen.tsx';
import { VesselSettingsSearchSchema } from '../../../../../features/vessel-settings/settings-form.ts';
import { useCurrentUser } from '../../../../../lib/session.ts';
import { useVesselName } from '../../../../../features/vessel/api/get-vessel.ts';

// Vessel settings (002 §2): tabs General, Flow meters, Fuel tanks, Fuel types and Veracity key;
// the tab is in the URL (?tab=FuelTanks) so a reload or a shared link opens the same view.
export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/VesselSettings')({
  staticData: { title: 'Vessel settings' },
  validateSearch: VesselSettingsSearchSchema,
  component: VesselSettingsPage,
});

function VesselSettingsPage() {
  const { vesselId, vesselName: nameInAddress } = Route.useParams();
  const vesselName = useVesselName(vesselId, nameInAddress);
  const { tab = 'General' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Vessel settings" vesselName={vesselName} heading={vesselName} />
      {isSuperOrAdmin(user.role) ? (
        // Issue 24 §1: the vessel's own logger exports are imported from here, this vessel chosen.
        <Group justify="flex-end" mb="sm">
          <Button
            variant="default"
            renderRoot={(props) => <Link {...props} to="/LoggerImport" search={{ vesselId }} />}
          >
            Import data
          </Button>
        </Group>
      ) : null}
      <VesselSettingsScreen
        vesselId={vesselId}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
        canManageFuelTypes={isSuperOrAdmin(user.role)}
      />
    </>
  );
}
