// The Vessel data table widget (000 §3: 12x6): the configured vessels, one column per configured
// value, each calculated as its column's calculation type says.
import { Text } from '@mantine/core';
import type { WidgetConfiguration } from '../../../../../domain/contracts/dashboards.ts';
import type { Vessel } from '../../../../../domain/contracts/vessels.ts';
import { calculationTypeLabels } from '../../../../../domain/dashboards/time-span.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../../components/states.tsx';
import { VesselTable, type VesselColumn } from '../../../../components/vessel-table.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import type { CellValue } from '../../api/widget-results.ts';

type Props = {
  name: string;
  config: WidgetConfiguration;
  vessels: readonly Vessel[];
  results: Record<string, CellValue>[] | undefined;
  resultsLoading: boolean;
  resultsError: unknown;
};

const formatValue = (cell: CellValue | undefined, caption: string) => {
  if (!cell || cell.value === null) return '–';
  const unit = caption || cell.unit;
  const text = cell.value.toLocaleString('en-GB', {
    maximumFractionDigits: Math.abs(cell.value) >= 100 ? 1 : 2,
  });
  return unit ? `${text} ${unit}` : text;
};

export function VesselDataTableWidget({
  name,
  config,
  vessels,
  results,
  resultsLoading,
  resultsError,
}: Props) {
  const shown = vessels.filter((v) => config.vessels.includes(v.id));
  if (config.vessels.length === 0 || shown.length === 0)
    return <EmptyMessage>No vessels to show. Configure the widget to choose vessels.</EmptyMessage>;
  const columns: VesselColumn[] = config.columns.map((column, index) => ({
    key: `column-${index}`,
    header: `${column.name} (${calculationTypeLabels[column.calculationType]})`,
    align: 'right',
    cell: (vessel) => {
      const variable = column.logVariables.find((v) => v.vesselId === vessel.id);
      if (!variable) return <Text c="dimmed">–</Text>;
      if (resultsLoading && !results) return <Text c="dimmed">…</Text>;
      const cell = results?.[index]?.[variable.id];
      return (
        <span title={cell?.timestamp ? formatDateTime(cell.timestamp) : undefined}>
          {formatValue(cell, variable.unitCaption)}
        </span>
      );
    },
  }));
  return (
    <>
      {resultsError && !results ? <ErrorState error={resultsError} /> : null}
      {resultsLoading && !results && columns.length > 0 ? <LoadingState label="Loading values" /> : null}
      <VesselTable
        vessels={shown}
        label={name}
        testId="vessel-data-table"
        withVesselPages
        extraColumns={columns}
      />
    </>
  );
}
