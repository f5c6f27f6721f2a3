// The year-to-date card and the year-end forecast card of the CII page (PERF-051, ADR 0063).
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CiiFigures, CiiYtd } from '../../../../domain/contracts/cii.ts';
import type { CiiRating } from '../../../../domain/emissions/cii.ts';
import { formatDate } from '../../../lib/format.ts';
import { RATING_COLOURS } from '../cii-chart-model.ts';
import { ciiUnit, formatCii, formatFuel, formatNm, formatPercent, formatTonnes } from '../cii-format.ts';

export function RatingBadge({
  rating,
  size = 'lg',
}: {
  rating: CiiRating | null;
  size?: 'md' | 'lg' | 'xl';
}) {
  if (!rating)
    return (
      <Badge size={size} color="gray" variant="light">
        No rating
      </Badge>
    );
  return (
    <Badge size={size} color={RATING_COLOURS[rating]} autoContrast aria-label={`Rating ${rating}`}>
      {rating}
    </Badge>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function CiiFiguresRow({ cii, unit, testId }: { cii: CiiFigures | null; unit: string; testId: string }) {
  return (
    <Group gap="xl" align="flex-end">
      <Figure label={`Attained CII (${unit})`} value={formatCii(cii?.attainedCii)} testId={testId} />
      <Figure label="Required CII" value={formatCii(cii?.requiredCii)} />
      <Figure label="Attained / required" value={cii ? formatPercent(cii.ratioToRequired) : '–'} />
    </Group>
  );
}

export function CiiSummary({ ytd, isCurrentYear }: { ytd: CiiYtd; isCurrentYear: boolean }) {
  const { period, forecast, requirement } = ytd;
  const unit = requirement ? ciiUnit(requirement.capacityUnit) : 'gCO2/(capacity·nm)';
  const covered =
    period.coveredFrom && period.coveredTo
      ? `${formatDate(period.coveredFrom)} to ${formatDate(period.coveredTo)}`
      : 'no confirmed voyage yet';
  return (
    <SimpleGrid cols={{ base: 1, md: isCurrentYear ? 2 : 1 }}>
      <Paper withBorder p="md" component="section" aria-labelledby="cii-ytd-heading">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600} id="cii-ytd-heading">
              {isCurrentYear ? 'Year to date' : `The year ${ytd.year}`}
            </Text>
            <RatingBadge rating={period.cii?.rating ?? null} />
          </Group>
          <CiiFiguresRow cii={period.cii} unit={unit} testId="attained-cii" />
          <Group gap="xl">
            <Figure label="CO2" value={`${formatTonnes(period.co2Tonnes)} t`} />
            <Figure label="Distance" value={`${formatNm(period.distanceNm)} nm`} />
            <Figure label="Fuel" value={formatFuel(period.fuel, ytd.fuelTypes)} />
          </Group>
          <Text size="sm" c="dimmed" data-testid="cii-ytd-coverage">
            {period.voyageCount} confirmed {period.voyageCount === 1 ? 'voyage' : 'voyages'}, covering{' '}
            {covered}
            {period.unconfirmedVoyageCount > 0
              ? `; ${period.unconfirmedVoyageCount} more ${period.unconfirmedVoyageCount === 1 ? 'waits' : 'wait'} for its fuel and distance to be confirmed`
              : ''}
            .
          </Text>
        </Stack>
      </Paper>
      {isCurrentYear ? (
        <Paper withBorder p="md" component="section" aria-labelledby="cii-forecast-heading">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600} id="cii-forecast-heading">
                Year-end forecast
              </Text>
              <RatingBadge rating={forecast?.cii?.rating ?? null} />
            </Group>
            {forecast ? (
              <>
                <CiiFiguresRow cii={forecast.cii} unit={unit} testId="forecast-cii" />
                <Group gap="xl">
                  <Figure label="CO2 by year end" value={`${formatTonnes(forecast.co2Tonnes)} t`} />
                  <Figure label="Distance by year end" value={`${formatNm(forecast.distanceNm)} nm`} />
                </Group>
                {forecast.restOfYearCiiForRatingC !== null ? (
                  <Text size="sm" data-testid="cii-rest-of-year">
                    {forecast.restOfYearCiiForRatingC > 0
                      ? `To end the year at C or better, the rest of the year may average at most ${formatCii(forecast.restOfYearCiiForRatingC)} ${unit}.`
                      : 'Rating C or better is out of reach this year at the forecast distance.'}
                  </Text>
                ) : null}
                <Text size="sm" c="dimmed" data-testid="cii-forecast-method">
                  {forecast.description} Covered so far: {formatNm(forecast.daysCovered)} of{' '}
                  {forecast.daysInYear} days.
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                The forecast needs confirmed voyages with distance in the year.
              </Text>
            )}
          </Stack>
        </Paper>
      ) : null}
    </SimpleGrid>
  );
}
