// The figures of the carbon price (ADR 0078), shared by the voyage panel and the yearly summary:
// the headline numbers as a description list, then per scheme its notes and a table of every figure
// with its inputs, formula and source.
import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import type {
  CarbonFigure,
  CarbonSection,
  CarbonTotals,
} from '../../../../domain/contracts/carbon-pricing.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { StackedCards } from '../../../components/stacked-cards.tsx';
import { useNarrowScreen } from '../../../lib/narrow-screen.ts';

const decimalsByUnit: Record<string, number> = {
  '%': 1,
  MJ: 0,
  EUR: 2,
  GBP: 2,
  'EUR/t': 2,
  'GBP/t': 2,
  'gCO2e/MJ': 4,
};

/** A value with its unit, to the precision its unit needs; a dash when it cannot be given. */
export function carbonValue(value: number | null, unit: string): string {
  if (value === null) return '—';
  const digits = decimalsByUnit[unit] ?? 3;
  const text = value.toLocaleString('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return unit === '%' ? `${text} %` : `${text} ${unit}`;
}

export function carbonHeadline(totals: CarbonTotals) {
  return [
    { label: 'EU ETS to surrender', value: carbonValue(totals.euEtsSurrenderTonnesCo2e, 't CO2e') },
    { label: 'EU ETS estimated cost', value: carbonValue(totals.euEtsCostEur, 'EUR') },
    {
      label: 'FuelEU GHG intensity (limit)',
      value:
        totals.fuelEuIntensityGCo2ePerMj === null
          ? '—'
          : `${carbonValue(totals.fuelEuIntensityGCo2ePerMj, 'gCO2e/MJ')} (${carbonValue(totals.fuelEuLimitGCo2ePerMj, 'gCO2e/MJ')})`,
    },
    { label: 'FuelEU compliance balance', value: carbonValue(totals.fuelEuBalanceTonnesCo2e, 't CO2e') },
    { label: 'FuelEU penalty', value: carbonValue(totals.fuelEuPenaltyEur, 'EUR') },
    { label: 'UK ETS to surrender', value: carbonValue(totals.ukEtsSurrenderTonnesCo2e, 't CO2e') },
    { label: 'UK ETS estimated cost', value: carbonValue(totals.ukEtsCostGbp, 'GBP') },
  ];
}

function FigureRow({ figure }: { figure: CarbonFigure }) {
  return (
    <Table.Tr data-testid="carbon-figure" data-key={figure.key}>
      <Table.Th scope="row" fw={500}>
        {figure.label}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{carbonValue(figure.value, figure.unit)}</Table.Td>
      <Table.Td>{figure.inputs}</Table.Td>
      <Table.Td>{figure.formula}</Table.Td>
      <Table.Td>{figure.source}</Table.Td>
    </Table.Tr>
  );
}

export function CarbonSections({
  sections,
  headingOrder,
}: {
  sections: readonly CarbonSection[];
  headingOrder: 3 | 4;
}) {
  // Below 1024 px each figure is a card (issue 26 §3): the five columns need 900 px.
  const narrow = useNarrowScreen();
  return (
    <Stack gap="md">
      {sections.map((section) => (
        <Stack gap="xs" key={section.scheme} data-testid="carbon-section" data-scheme={section.scheme}>
          <Title order={headingOrder} size="h5">
            {section.scheme}
            {section.applies ? '' : ' (does not apply)'}
          </Title>
          {section.notes.length > 0 ? (
            // Notes on how the figures were made: a note, not an alert (nothing went wrong).
            <Alert variant="light" color="gray" p="xs" role="note">
              <List size="sm">
                {section.notes.map((note) => (
                  <List.Item key={note}>{note}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {narrow ? (
            <StackedCards
              label={`${section.scheme}: each figure with its inputs, formula and source`}
              cards={section.figures.map((figure) => ({
                key: figure.key,
                testId: 'carbon-figure',
                dataKey: figure.key,
                title: figure.label,
                fields: [
                  { label: 'Value', value: carbonValue(figure.value, figure.unit) },
                  { label: 'Inputs', value: figure.inputs },
                  { label: 'Formula', value: figure.formula },
                  { label: 'Source', value: figure.source },
                ],
              }))}
            />
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table fz="sm" verticalSpacing={4} striped>
                <Table.Caption>{`${section.scheme}: each figure with its inputs, formula and source`}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Figure</Table.Th>
                    <Table.Th scope="col">Value</Table.Th>
                    <Table.Th scope="col">Inputs</Table.Th>
                    <Table.Th scope="col">Formula</Table.Th>
                    <Table.Th scope="col">Source</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {section.figures.map((figure) => (
                    <FigureRow key={figure.key} figure={figure} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

export function CarbonHeadline({ totals }: { totals: CarbonTotals }) {
  return <FactList facts={carbonHeadline(totals)} />;
}

export function PricesNote({
  prices,
}: {
  prices: { euaPriceEurPerTonne: number | null; ukaPriceGbpPerTonne: number | null };
}) {
  return (
    <Text size="sm" c="dimmed">
      {`Priced at ${carbonValue(prices.euaPriceEurPerTonne, 'EUR/t')} per EUA and ${carbonValue(prices.ukaPriceGbpPerTonne, 'GBP/t')} per UKA (the company's carbon price).`}
    </Text>
  );
}
