// The benefit/consequence table of the Diagnostics page (001 §2, PERF-030..036): a row per MCR
// option and a column per diagnostic type with the fuel the current deviation from the benchmark
// costs per day; 'Based on the MCR' (50 % by default) picks the row whose CO2 and money are spelt
// out below. 'N/A **' with a help icon where a value cannot be calculated, 'n/a' for a benchmarking
// trend, and a notice when the vessel lacks what the calculation needs. The settings it is priced
// with (fuel price, SFOC, CO2 factor) sit above it.
import { Alert, Box, Group, Paper, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DEFAULT_MCR_PERCENT,
  MCR_PERCENT_OPTIONS,
  type McrPercent,
} from '../../../../domain/calc/consequences.ts';
import type { Consequence } from '../../../../domain/contracts/diagnostics.ts';
import type { LongTrend } from '../../../../domain/contracts/long-trends.ts';
import { messages } from '../../../../domain/messages.ts';
import { HelpTip } from '../../../components/help-tip.tsx';
import { useKeptAnswer } from '../../../components/kept-answers.tsx';
import { useLatestConsequences } from '../api/diagnostics.ts';
import { ConsequenceSettings } from './consequence-settings.tsx';

const invalidHelp =
  'Not calculated: the trend has no deviation from its benchmark yet, the vessel has no MCR, or this diagnostic type has no fuel model.';

function Cell({ consequence }: { consequence: Consequence | undefined }) {
  if (!consequence) return <Text size="sm">{messages.consequenceBenchmarking}</Text>;
  const fuel = consequence.results[0];
  if (!fuel?.isValid)
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{fuel?.displayValue ?? messages.consequenceInvalid}</Text>
        <HelpTip label="Why not calculated" text={invalidHelp} size={14} />
      </Group>
    );
  return <Text size="sm">{fuel.displayValue}</Text>;
}

export function ConsequenceTable({
  vesselId,
  trends,
  canConfigure,
}: {
  vesselId: string;
  trends: readonly LongTrend[];
  /** SuperUsers and Administrators change the consequence settings; others see them. */
  canConfigure: boolean;
}) {
  const [mcr, setMcr] = useState<McrPercent>(DEFAULT_MCR_PERCENT);
  const query = useLatestConsequences(
    vesselId,
    trends.map((trend) => trend.id),
  );
  const find = (trendId: string, mcrPercent: number) =>
    query.data?.consequences.find((c) => c.longTrendId === trendId && c.mcrPercent === mcrPercent);

  const shown = useKeptAnswer(query, {
    loading: 'Loading consequences',
    failure: messages.failedToLoadBenefit,
  });
  let body;
  if (shown.data === undefined) body = shown.fallback;
  else
    body = (
      <>
        {shown.data.notice ? (
          <Alert color="yellow" mb="sm">
            {shown.data.notice}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" aria-describedby="consequence-caption">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>MCR</Table.Th>
                {trends.map((trend) => (
                  <Table.Th key={trend.id}>{trend.description} (fuel t/day)</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MCR_PERCENT_OPTIONS.map((option) => (
                <Table.Tr
                  key={option}
                  aria-current={option === mcr ? 'true' : undefined}
                  bg={
                    option === mcr
                      ? 'var(--mantine-color-sea-light, var(--mantine-color-blue-light))'
                      : undefined
                  }
                >
                  <Table.Td>{option}%</Table.Td>
                  {trends.map((trend) => (
                    <Table.Td key={trend.id}>
                      <Cell consequence={find(trend.id, option)} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Box mt="sm">
          {trends.map((trend) => {
            const consequence = find(trend.id, mcr);
            const [fuel, co2, cost] = consequence?.results ?? [];
            if (!consequence || !fuel?.isValid) return null;
            return (
              <Text size="sm" key={trend.id} data-testid="consequence-summary">
                {trend.description} at {mcr}% MCR: {fuel.displayValue} t fuel, {co2?.displayValue} t CO2
                {cost ? `, ${cost.displayValue} USD` : ''} per day
              </Text>
            );
          })}
        </Box>
      </>
    );

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="consequence-heading">
      <Group justify="space-between" mb="xs" align="flex-end">
        <div>
          <Text fw={600} id="consequence-heading">
            Consequences
          </Text>
          <Text size="xs" c="dimmed" id="consequence-caption">
            Extra fuel per day that each trend's current deviation from its benchmark costs; negative is a
            saving.
          </Text>
        </div>
        <Select
          label={messages.basedOnTheMcr}
          w={160}
          allowDeselect={false}
          data={MCR_PERCENT_OPTIONS.map((option) => ({ value: String(option), label: `${option}%` }))}
          value={String(mcr)}
          onChange={(value) => value && setMcr(Number(value) as McrPercent)}
        />
      </Group>
      <Box mb="xs">
        <ConsequenceSettings vesselId={vesselId} canEdit={canConfigure} />
      </Box>
      {body}
    </Paper>
  );
}
