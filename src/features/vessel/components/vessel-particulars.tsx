// The Info sub-page (routes.tsv: vessel general information): the particulars of one vessel.
import { Card, SimpleGrid, Text } from '@mantine/core';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { FactList, type Fact } from '../../../components/fact-list.tsx';
import { formatDate, formatImo, formatQuantity } from '../../../lib/format.ts';

function particularsOf(vessel: Vessel): { heading: string; rows: Fact[] }[] {
  return [
    {
      heading: 'Identity',
      rows: [
        { label: 'Name', value: vessel.name },
        { label: 'IMO number', value: formatImo(vessel.imoNumber) },
        { label: 'Type', value: vessel.vesselType ?? '' },
        { label: 'Company', value: vessel.companyName ?? '' },
        { label: 'Status', value: vessel.activeStatus ?? '' },
        { label: 'Created', value: formatDate(vessel.created) },
      ],
    },
    {
      heading: 'Size',
      rows: [
        { label: 'Deadweight', value: formatQuantity(vessel.deadweight, 't') },
        { label: 'Gross tonnage', value: formatQuantity(vessel.grossTonnage) },
      ],
    },
    {
      heading: 'Drafts',
      rows: [
        { label: 'Draft (mean)', value: formatQuantity(vessel.draftMean, 'm') },
        { label: 'Ballast draft high', value: formatQuantity(vessel.ballastDraftHigh, 'm') },
        { label: 'Ballast draft low', value: formatQuantity(vessel.ballastDraftLow, 'm') },
        { label: 'Laden draft high', value: formatQuantity(vessel.ladenDraftHigh, 'm') },
        { label: 'Laden draft low', value: formatQuantity(vessel.ladenDraftLow, 'm') },
      ],
    },
    {
      heading: 'Propulsion',
      rows: [
        { label: 'Max continuous rating', value: formatQuantity(vessel.maxContinuousRating, 'kW') },
        { label: 'Shaft speed at MCR', value: formatQuantity(vessel.speedMaxContinuousRating, 'rpm') },
        { label: 'Number of shafts', value: formatQuantity(vessel.numberOfShafts) },
      ],
    },
  ];
}

export function VesselParticulars({ vessel }: { vessel: Vessel }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {particularsOf(vessel).map((group) => (
        <Card withBorder padding="lg" key={group.heading} component="section" aria-label={group.heading}>
          <Text component="h2" fw={600} size="lg" mb="sm">
            {group.heading}
          </Text>
          <FactList facts={group.rows} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
