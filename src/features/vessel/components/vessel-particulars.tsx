// The Info sub-page (routes.tsv: vessel general information): the particulars of one vessel.
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { formatDate, formatImo, formatQuantity } from '../../../lib/format.ts';

type Particular = { label: string; value: string };

function particularsOf(vessel: Vessel): { heading: string; rows: Particular[] }[] {
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
          <Stack gap={0} component="dl" m={0}>
            {group.rows.map((row) => (
              <SimpleGrid
                cols={2}
                key={row.label}
                py={6}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Text component="dt" c="dimmed" size="sm">
                  {row.label}
                </Text>
                <Text component="dd" m={0} size="sm" fw={500}>
                  {row.value || '—'}
                </Text>
              </SimpleGrid>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
