// The CII page of a vessel (001 §2 'CII. Results by day, year-to-date and year', PERF-008,
// PERF-051, PERF-184; ADR 0063): a year picker, the year-to-date card with the year-end forecast,
// the chart of the CII by day over the rating bands, the table of the reporting years, the
// confirmed voyages of the year, and how the figures are made. A failed call says 'Failed to fetch
// calculations'; offline, the figures last read on this device stay with the time they were read
// (components/kept-answers.tsx, ADR 0108).
import { Alert, Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { CII_FIRST_YEAR, CII_LAST_YEAR } from '../../../../domain/contracts/cii.ts';
import { messages } from '../../../../domain/messages.ts';
import { vesselPageHref } from '../../../components/shell/vessel-page-nav.tsx';
import { KeptAnswersNotice, useKeptAnswer } from '../../../components/kept-answers.tsx';
import { EmptyMessage } from '../../../components/states.tsx';
import { useVesselEventMarks } from '../../../lib/vessel-events-query.ts';
import { useCiiDays } from '../api/cii-day.ts';
import { ciiKey } from '../api/cii-keys.ts';
import { useCiiYears } from '../api/cii-year.ts';
import { useCiiYtd } from '../../../lib/cii-ytd.ts';
import { ciiUnit } from '../cii-format.ts';
import { CiiChart } from './cii-chart.tsx';
import { CiiExplanation } from './cii-explanation.tsx';
import { CiiSummary } from './cii-summary.tsx';
import { CiiVoyageTable, CiiYearTable } from './cii-tables.tsx';

/** The reporting years the picker offers: the first with rules up to this year. */
export function ciiYears(nowMs = Date.now()): number[] {
  const last = Math.max(CII_FIRST_YEAR, Math.min(new Date(nowMs).getUTCFullYear(), CII_LAST_YEAR));
  return Array.from({ length: last - CII_FIRST_YEAR + 1 }, (_, index) => CII_FIRST_YEAR + index);
}

function DaySection({ vesselId, year }: { vesselId: string; year: number }) {
  const days = useKeptAnswer(useCiiDays(vesselId, year), {
    loading: 'Loading the CII by day…',
    failure: messages.failedToFetchCalculations,
  });
  const marks = useVesselEventMarks([vesselId]);
  if (days.data === undefined) return days.fallback;
  const { requirement } = days.data;
  if (!requirement) return null;
  if (days.data.days.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No speed over ground and fuel mass flow were logged in {year}, so there is no CII by day.
      </Text>
    );
  return (
    <CiiChart
      days={days.data.days}
      requirement={requirement}
      year={year}
      unit={ciiUnit(requirement.capacityUnit)}
      events={marks}
    />
  );
}

export function CiiScreen({
  vesselId,
  vesselName,
  year,
  onYearChange,
  nowMs = Date.now(),
}: {
  vesselId: string;
  vesselName: string;
  year: number;
  onYearChange: (year: number) => void;
  nowMs?: number;
}) {
  const years = ciiYears(nowMs);
  const ytd = useKeptAnswer(useCiiYtd(vesselId, year), {
    loading: 'Loading the CII…',
    failure: messages.failedToFetchCalculations,
  });
  const days = useCiiDays(vesselId, year);
  const yearResults = useCiiYears(vesselId, years);
  const selected = yearResults[years.indexOf(year)]?.data;
  const isCurrentYear = year === new Date(nowMs).getUTCFullYear();

  let body;
  if (ytd.data === undefined) body = ytd.fallback;
  else {
    const answer = ytd.data;
    const hasDays = (days.data?.days.length ?? 0) > 0;
    body = (
      <Stack gap="md">
        {answer.notice ? (
          <Alert color="orange" title="Ship data missing" data-testid="cii-missing-settings">
            {answer.notice}{' '}
            <Anchor href={vesselPageHref(vesselId, vesselName, 'VesselSettings')}>
              Open the vessel settings
            </Anchor>
          </Alert>
        ) : null}
        {answer.period.voyageCount === 0 && !hasDays && !days.isPending ? (
          <EmptyMessage>
            No CII figures for {year} yet: they come from voyages whose fuel and distance are confirmed, and
            from the logged speed and fuel.
          </EmptyMessage>
        ) : (
          <>
            <CiiSummary ytd={answer} isCurrentYear={isCurrentYear} />
            <DaySection vesselId={vesselId} year={year} />
          </>
        )}
        <Paper withBorder p="sm" component="section" aria-labelledby="cii-years-heading">
          <Text fw={600} id="cii-years-heading" mb="xs">
            CII by year
          </Text>
          <CiiYearTable years={years} results={yearResults} />
        </Paper>
        {selected ? (
          <Paper withBorder p="sm" component="section" aria-labelledby="cii-voyages-heading">
            <Text fw={600} id="cii-voyages-heading" mb="xs">
              Confirmed voyages of {year}
            </Text>
            <CiiVoyageTable year={selected} />
          </Paper>
        ) : null}
        <CiiExplanation
          year={year}
          requirement={answer.requirement}
          fuelTypes={selected?.fuelTypes ?? answer.fuelTypes}
          days={days.data}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <Select
          label="Year"
          w={140}
          allowDeselect={false}
          value={String(year)}
          data={years.map((y) => String(y))}
          onChange={(value) => value && onYearChange(Number(value))}
        />
      </Group>
      <KeptAnswersNotice roots={[ciiKey(vesselId)]} />
      {body}
    </Stack>
  );
}
