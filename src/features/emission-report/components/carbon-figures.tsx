// The figures of the carbon price (ADR 0078), shared by the voyage panel and the yearly summary:
// the headline numbers as a description list, then per scheme its notes and a table of every figure
// with its inputs, formula and source.
import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import type {
  CarbonFigure,
  CarbonSection,
  CarbonTotals,
} from '../../../../domain/contracts/carbon-pricing.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
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
    { label: messages.carbonEuEtsToSurrender, value: carbonValue(totals.euEtsSurrenderTonnesCo2e, 't CO2e') },
    { label: messages.carbonEuEtsEstimatedCost, value: carbonValue(totals.euEtsCostEur, 'EUR') },
    {
      label: messages.carbonFuelEuIntensityLimit,
      value:
        totals.fuelEuIntensityGCo2ePerMj === null
          ? '—'
          : `${carbonValue(totals.fuelEuIntensityGCo2ePerMj, 'gCO2e/MJ')} (${carbonValue(totals.fuelEuLimitGCo2ePerMj, 'gCO2e/MJ')})`,
    },
    {
      label: messages.carbonFuelEuComplianceBalance,
      value: carbonValue(totals.fuelEuBalanceTonnesCo2e, 't CO2e'),
    },
    { label: messages.carbonFuelEuPenalty, value: carbonValue(totals.fuelEuPenaltyEur, 'EUR') },
    { label: messages.carbonUkEtsToSurrender, value: carbonValue(totals.ukEtsSurrenderTonnesCo2e, 't CO2e') },
    { label: messages.carbonUkEtsEstimatedCost, value: carbonValue(totals.ukEtsCostGbp, 'GBP') },
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
            {section.applies
              ? section.scheme
              : fillMessage(messages.carbonSchemeDoesNotApply, { scheme: section.scheme })}
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
              label={fillMessage(messages.carbonFiguresCaption, { scheme: section.scheme })}
              cards={section.figures.map((figure) => ({
                key: figure.key,
                testId: 'carbon-figure',
                dataKey: figure.key,
                title: figure.label,
                fields: [
                  { label: messages.carbonValue, value: carbonValue(figure.value, figure.unit) },
                  { label: messages.carbonInputs, value: figure.inputs },
                  { label: messages.carbonFormula, value: figure.formula },
                  { label: messages.carbonSource, value: figure.source },
                ],
              }))}
            />
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table fz="sm" verticalSpacing={4} striped>
                <Table.Caption>
                  {fillMessage(messages.carbonFiguresCaption, { scheme: section.scheme })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{messages.carbonFigure}</Table.Th>
                    <Table.Th scope="col">{messages.carbonValue}</Table.Th>
                    <Table.Th scope="col">{messages.carbonInputs}</Table.Th>
                    <Table.Th scope="col">{messages.carbonFormula}</Table.Th>
                    <Table.Th scope="col">{messages.carbonSource}</Table.Th>
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
      {fillMessage(messages.carbonPricedAt, {
        eua: carbonValue(prices.euaPriceEurPerTonne, 'EUR/t'),
        uka: carbonValue(prices.ukaPriceGbpPerTonne, 'GBP/t'),
      })}
    </Text>
  );
}
