// The CII page's tables (PERF-051, ADR 0063): one row per reporting year, and the confirmed
// voyages of the chosen year with the part of each that counts in it.
import { Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CiiYear } from '../../../../domain/contracts/cii.ts';
import { messages } from '../../../../domain/messages.ts';
import { formatDate } from '../../../lib/format.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { formatCii, formatFuel, formatNm, formatPercent, formatTonnes } from '../cii-format.ts';
import { RatingBadge } from './cii-summary.tsx';

function yearStatus(year: CiiYear): string {
  if (year.isComplete) return 'Complete';
  const waiting = year.period.unconfirmedVoyageCount;
  return waiting > 0 ? `${waiting} ${waiting === 1 ? 'voyage' : 'voyages'} to confirm` : 'In progress';
}

export function CiiYearTable({
  years,
  results,
}: {
  years: readonly number[];
  results: readonly UseQueryResult<CiiYear>[];
}) {
  const online = useOnlineStatus();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing={4} aria-label="CII by year" data-testid="cii-year-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Year</Table.Th>
            <Table.Th ta="right">Voyages</Table.Th>
            <Table.Th ta="right">Distance (nm)</Table.Th>
            <Table.Th ta="right">CO2 (t)</Table.Th>
            <Table.Th ta="right">Attained CII</Table.Th>
            <Table.Th ta="right">Required CII</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {years.map((year, index) => {
            const result = results[index];
            const data = result?.data;
            return (
              <Table.Tr key={year}>
                <Table.Th scope="row">{year}</Table.Th>
                {data ? (
                  <>
                    <Table.Td ta="right">{data.period.voyageCount}</Table.Td>
                    <Table.Td ta="right">{formatNm(data.period.distanceNm)}</Table.Td>
                    <Table.Td ta="right">{formatTonnes(data.period.co2Tonnes)}</Table.Td>
                    <Table.Td ta="right">{formatCii(data.period.cii?.attainedCii)}</Table.Td>
                    <Table.Td ta="right">{formatCii(data.requirement?.requiredCii)}</Table.Td>
                    <Table.Td>
                      <RatingBadge rating={data.period.cii?.rating ?? null} size="md" />
                    </Table.Td>
                    <Table.Td>{yearStatus(data)}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={7}>
                    {/* Offline, a year never read here is not an error: the page's notice says why. */}
                    <Text size="sm" c={result?.isError && online ? 'red' : 'dimmed'}>
                      {result?.isError
                        ? online
                          ? messages.failedToFetchCalculations
                          : messages.notKeptOnDevice
                        : 'Loading…'}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CiiVoyageTable({ year }: { year: CiiYear }) {
  if (year.voyages.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No voyage of {year.year} has its fuel and distance confirmed yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        striped
        verticalSpacing={4}
        aria-label={`Confirmed voyages of ${year.year}`}
        data-testid="cii-voyage-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Voyage</Table.Th>
            <Table.Th>From date</Table.Th>
            <Table.Th>To date</Table.Th>
            <Table.Th ta="right">Share in the year</Table.Th>
            <Table.Th ta="right">Distance (nm)</Table.Th>
            <Table.Th>Fuel</Table.Th>
            <Table.Th ta="right">CO2 (t)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {year.voyages.map((voyage) => (
            <Table.Tr key={voyage.departureId}>
              <Table.Td>{voyage.name ?? `${voyage.fromPort ?? '?'} - ${voyage.toPort ?? '?'}`}</Table.Td>
              <Table.Td>{formatDate(voyage.startDate)}</Table.Td>
              <Table.Td>{formatDate(voyage.endDate)}</Table.Td>
              <Table.Td ta="right">{formatPercent(voyage.timeShare)}</Table.Td>
              <Table.Td ta="right">{formatNm(voyage.distanceNm)}</Table.Td>
              <Table.Td>{formatFuel(voyage.fuel, year.fuelTypes)}</Table.Td>
              <Table.Td ta="right">{formatTonnes(voyage.co2Tonnes)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={600}>
            <Table.Th scope="row" colSpan={4}>
              Total: {year.voyages.length} {year.voyages.length === 1 ? 'voyage' : 'voyages'}
            </Table.Th>
            <Table.Td ta="right">{formatNm(year.period.distanceNm)}</Table.Td>
            <Table.Td>{formatFuel(year.period.fuel, year.fuelTypes)}</Table.Td>
            <Table.Td ta="right">{formatTonnes(year.period.co2Tonnes)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
