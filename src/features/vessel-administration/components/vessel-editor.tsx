// The 'Add vessel' / 'Edit vessel' tab (ADMIN-051..061): the form on the left; on the right the
// current data receiver, the company section and the feature switches (ADMIN-052).
import { Alert, Grid, Stack } from '@mantine/core';
import type { Company } from '../../../../domain/contracts/companies.ts';
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { messages } from '../../../../domain/messages.ts';
import { isActionAllowed } from '../../../../domain/vessel-lifecycle.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useVesselAdministration } from '../api/get-vessel-administrations.ts';
import { CompanyPanel } from './company-panel.tsx';
import { DataReceiverPanel } from './data-receiver-panel.tsx';
import { FeatureSwitches } from './feature-switches.tsx';
import { VesselForm } from './vessel-form.tsx';

type VesselEditorProps = {
  /** The vessel to edit; undefined adds one. */
  vesselId: string | undefined;
  companies: readonly Company[];
  isOnline: boolean;
  onSaved: (vessel: VesselAdministration, created: boolean) => void;
  onCancel: (vessel: VesselAdministration | null) => void;
};

export function VesselEditor({ vesselId, companies, isOnline, onSaved, onCancel }: VesselEditorProps) {
  const query = useVesselAdministration(vesselId);
  if (vesselId !== undefined) {
    if (query.isPending) return <LoadingState label={messages.loadingUpperCase} />;
    if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const vessel = vesselId === undefined ? null : (query.data ?? null);
  const editable = vessel === null || isActionAllowed('Edit', vessel.activeStatus);

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {editable ? null : (
            <Alert color="gray" role="status">
              An archived vessel cannot be changed. Reactivate it in the archived vessels to edit it.
            </Alert>
          )}
          <VesselForm
            key={vessel?.id ?? 'new'}
            vessel={vessel}
            companies={companies}
            writable={isOnline && editable}
            onSaved={(saved) => onSaved(saved, vessel === null)}
            onCancel={() => onCancel(vessel)}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <DataReceiverPanel vessel={vessel} readOnly={!isOnline} />
          <CompanyPanel vessel={vessel} companies={companies} readOnly={!isOnline} />
          <FeatureSwitches vessel={vessel} readOnly={!isOnline} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
