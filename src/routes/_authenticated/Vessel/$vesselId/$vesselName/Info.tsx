import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/document-title.tsx';
import { useVessel } from '../../../../../features/vessel/api/get-vessel.ts';
import { VesselParticulars } from '../../../../../features/vessel/components/vessel-particulars.tsx';
import { DataReceivedPanel } from '../../../../../features/vessel-history/components/data-received-panel.tsx';

export const Route = createFileRoute('/_authenticated/Vessel/$vesselId/$vesselName/Info')({
  staticData: { title: 'Info' },
  component: VesselInfoPage,
});

function VesselInfoPage() {
  const { vesselId } = Route.useParams();
  const vessel = useVessel(vesselId);
  return (
    <>
      <PageTitle title="Info" vesselName={vessel.name} heading={vessel.name} />
      <Stack gap="md">
        <VesselParticulars vessel={vessel} />
        <DataReceivedPanel vesselId={vesselId} />
      </Stack>
    </>
  );
}
