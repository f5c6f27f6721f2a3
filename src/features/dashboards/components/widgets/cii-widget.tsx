// The CII widget (000 §3: 8x6; 001 §2): the year-to-date CII of the configured vessel and its
// rating, with the year-end forecast, from GET /Cii/Ytd (the CII page's summary call).
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { WidgetConfiguration } from '../../../../../domain/contracts/dashboards.ts';
import type { Vessel } from '../../../../../domain/contracts/vessels.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../../components/states.tsx';
import { useCiiYtd } from '../../../../lib/cii-ytd.ts';

export function CiiWidget({ config, vessels }: { config: WidgetConfiguration; vessels: readonly Vessel[] }) {
  const vessel = vessels.find((v) => v.id === config.vessels[0]);
  if (!vessel) return <EmptyMessage>No vessel chosen. Configure the widget to choose one.</EmptyMessage>;
  return <CiiOfVessel vessel={vessel} />;
}

function CiiOfVessel({ vessel }: { vessel: Vessel }) {
  const year = new Date().getUTCFullYear();
  const ytd = useCiiYtd(vessel.id, year);
  if (ytd.isPending) return <LoadingState label="Loading CII" />;
  if (ytd.isError) return <ErrorState error={ytd.error} onRetry={() => void ytd.refetch()} />;
  const figures = ytd.data.period.cii;
  const forecast = ytd.data.forecast?.cii ?? null;
  return (
    <Stack gap="xs" data-testid="cii-widget">
      <Text fw={600}>{vessel.name}</Text>
      {figures ? (
        <Group gap="sm">
          <Badge size="xl" variant="filled" aria-label={`Rating ${figures.rating}`}>
            {figures.rating}
          </Badge>
          <Text size="sm">{`Attained ${figures.attainedCii.toFixed(2)}, required ${figures.requiredCii.toFixed(2)} (year to date ${year})`}</Text>
        </Group>
      ) : (
        <Text c="dimmed">{ytd.data.notice ?? 'No CII for this year yet.'}</Text>
      )}
      {forecast ? (
        <Text
          size="sm"
          c="dimmed"
        >{`Year-end forecast: ${forecast.rating} (${forecast.attainedCii.toFixed(2)})`}</Text>
      ) : null}
    </Stack>
  );
}
