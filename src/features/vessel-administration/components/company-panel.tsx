// The company section of the vessel form (ADMIN-052/115): an assigned vessel's company with
// Unassign, or the assign control of an unassigned one. A new vessel takes the company chosen in
// the form itself.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { Company } from '../../../../domain/contracts/companies.ts';
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { isActionAllowed } from '../../../../domain/vessel-lifecycle.ts';
import { useLifecycleAction } from '../hooks/use-lifecycle-action.ts';
import { AssignCompany } from './assign-company.tsx';

type CompanyPanelProps = {
  vessel: VesselAdministration | null;
  companies: readonly Company[];
  readOnly: boolean;
};

export function CompanyPanel({ vessel, companies, readOnly }: CompanyPanelProps) {
  const lifecycle = useLifecycleAction();
  let body;
  if (!vessel) {
    body = (
      <Text size="sm">
        Choose the company in the form. Without one the new vessel starts among the unassigned vessels.
      </Text>
    );
  } else if (vessel.activeStatus === 'Unassigned') {
    body = (
      <>
        <Text size="sm">The vessel belongs to no company.</Text>
        <AssignCompany vessel={vessel} companies={companies} disabled={readOnly} label="Assign to company" />
      </>
    );
  } else {
    body = (
      <>
        <Text size="sm" fw={600}>
          {vessel.companyName}
        </Text>
        {isActionAllowed('Unassign', vessel.activeStatus) ? (
          <Button
            size="xs"
            variant="default"
            disabled={readOnly}
            loading={lifecycle.isPending}
            onClick={() => lifecycle.run(vessel, 'Unassign')}
          >
            Unassign
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="company-section-heading">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h5" id="company-section-heading">
          Company
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
