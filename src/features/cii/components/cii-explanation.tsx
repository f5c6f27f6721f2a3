// How the CII is computed, with the vessel's own inputs (PERF-051, ADR 0063; docs/calculations.md
// §2): the ship data, the formula, the reference line of the reference year, the reduction factor,
// the boundaries, the rule version, and where the figures by day and by year come from.
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { CiiDays, CiiFuelType, CiiRequirementAnswer } from '../../../../domain/contracts/cii.ts';
import { messages } from '../../../../domain/messages.ts';
import { formatQuantity } from '../../../lib/format.ts';
import { ciiIndicatorName, ciiUnit, formatCii } from '../cii-format.ts';

export function CiiExplanation({
  year,
  requirement,
  fuelTypes,
  days,
}: {
  year: number;
  requirement: CiiRequirementAnswer | null;
  fuelTypes: readonly CiiFuelType[];
  days: CiiDays | undefined;
}) {
  const capacity = requirement?.capacityUnit ?? 'DWT or GT';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cii-explanation-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="cii-explanation-heading">
          How the CII is computed
        </Title>
        <Text size="sm">
          <b>Inputs.</b>{' '}
          {requirement
            ? `${requirement.shipTypeName}, capacity ${formatQuantity(requirement.capacity)} ${requirement.capacityUnit} (the ship's own ${requirement.capacityUnit === 'DWT' ? 'deadweight' : 'gross tonnage'}), from the vessel settings.`
            : 'The ship type and its deadweight or gross tonnage, from the vessel settings.'}{' '}
          The year&apos;s fuel and distance are the sums of the voyages whose fuel and distance are confirmed:
          each event&apos;s distance (the manual GPS correction, else the logged, else the estimated distance)
          and the fuel consumption entries of its flow meters and fuel tanks (a corrected value where one was
          entered). A voyage over the new year is split at midnight in proportion to time.
        </Text>
        <Text size="sm">
          <b>Formula.</b> Attained CII (
          {requirement ? ciiIndicatorName(requirement.capacityUnit) : 'AER or cgDIST'}) = Σ fuel<sub>j</sub> ×
          C<sub>F,j</sub> × 10<sup>6</sup> / ({capacity} × distance), in{' '}
          {requirement ? ciiUnit(requirement.capacityUnit) : 'gCO2/(capacity·nm)'} (MEPC.352(78)).
        </Text>
        {fuelTypes.length ? (
          <List size="sm" spacing={2} aria-label="Carbon factors">
            {fuelTypes.map((type) => (
              <List.Item key={type.id}>
                {type.name} ({type.shortName}): C<sub>F</sub> = {type.carbonEmissionFactor} t CO2 per t fuel
              </List.Item>
            ))}
          </List>
        ) : null}
        {requirement ? (
          <Text size="sm" data-testid="cii-requirement-text">
            <b>Required CII.</b> The reference line of the reference year {requirement.referenceYear} for this
            ship gives {formatCii(requirement.referenceCii)} (MEPC.353(78)); {year} asks for{' '}
            {requirement.reductionFactorPercent} % less (MEPC.338(76) as amended): required ={' '}
            {formatCii(requirement.requiredCii)}. Rating boundaries (MEPC.354(78)): A below{' '}
            {formatCii(requirement.boundaries.superior)}, B below {formatCii(requirement.boundaries.lower)}, C
            below {formatCii(requirement.boundaries.upper)}, D below{' '}
            {formatCii(requirement.boundaries.inferior)}, else E; a value on a boundary takes the worse
            rating. Rule version {requirement.ruleVersion}.
          </Text>
        ) : null}
        {days?.source === 'noonReports' ? (
          <Text size="sm" data-testid="cii-days-source">
            <b>By day.</b> {messages.ciiDaysFromNoonReports}
          </Text>
        ) : (
          <Text size="sm" data-testid="cii-days-source">
            <b>By day.</b> Voyages do not split by day, so each day&apos;s figures come from the logged data:
            the day&apos;s mean speed over ground × 24 h
            {days?.speedVariable ? ` (${days.speedVariable})` : ''} and the mean of every fuel mass flow × 24
            h{days?.fuelVariables.length ? ` (${days.fuelVariables.join(', ')})` : ''}. Logged fuel takes the
            fuel type of the flow meter that reads it, else the fuel mix of the voyage covering the day (or
            the nearest voyage). The rating is annual: a day&apos;s letter is an indication only.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
