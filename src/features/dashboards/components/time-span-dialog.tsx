// 'Select time span' (000 §2, 610 px): one calculation type and period for chosen widgets of a
// dashboard. Range types keep their dates; the others end now (000 §4); the default dates are the
// start of the year through today; the rules of 000 §5 in the spec's words.
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Dashboard, WidgetConfiguration } from '../../../../domain/contracts/dashboards.ts';
import {
  applyTimeSpan,
  calculationTypeLabels,
  calculationTypes,
  defaultDateRange,
  defaultSpanHours,
  timeSpanError,
  type CalculationType,
  type FromAndToDatesCalculationType,
} from '../../../../domain/dashboards/time-span.ts';
import { messages } from '../../../../domain/messages.ts';
import { showError } from '../../../components/snackbar.ts';
import { callApi } from '../../../lib/api-client.ts';
import { dashboardEndpoints } from '../../../../domain/contracts/dashboards.ts';
import { widgetConfigQueryOptions } from '../api/dashboards.ts';

type Props = { dashboard: Dashboard | null; onClose: () => void };

export function TimeSpanDialog({ dashboard, onClose }: Props) {
  return (
    <Modal opened={dashboard !== null} onClose={onClose} title={messages.selectTimeSpan} size={610}>
      {dashboard ? <TimeSpanForm dashboard={dashboard} onClose={onClose} /> : null}
    </Modal>
  );
}

function TimeSpanForm({ dashboard, onClose }: { dashboard: Dashboard; onClose: () => void }) {
  const queryClient = useQueryClient();
  const candidates = dashboard.widgets.filter(
    (w) => (w.type === 'VesselDataTable' || w.type === 'VesselDataGraph') && w.configId,
  );
  const range = defaultDateRange(new Date());
  const [chosen, setChosen] = useState<string[]>([]);
  const [calculationType, setCalculationType] = useState<CalculationType>('LastReceived');
  const [sub, setSub] = useState<FromAndToDatesCalculationType>('Averaged');
  const [hours, setHours] = useState<number>(defaultSpanHours);
  const [fromDay, setFromDay] = useState(range.fromDate.slice(0, 10));
  const [toDay, setToDay] = useState(range.toDate.slice(0, 10));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const apply = async () => {
    const now = new Date();
    const span = {
      calculationType,
      hours,
      fromDate: `${fromDay}T00:00:00.000Z`,
      toDate: `${toDay}T00:00:00.000Z`,
      fromAndToDatesCalculationType: sub,
    };
    setSaving(true);
    try {
      const widgets = candidates.filter((w) => chosen.includes(w.id));
      const configs: [string, WidgetConfiguration][] = await Promise.all(
        widgets.map(
          async (w) =>
            [w.name, await queryClient.fetchQuery(widgetConfigQueryOptions(w.configId!))] as [
              string,
              WidgetConfiguration,
            ],
        ),
      );
      const problem = timeSpanError(
        configs.map(([name, config]) => ({
          name,
          units: config.columns.flatMap((c) => c.logVariables.map((v) => v.unitCaption)),
        })),
        span,
      );
      setError(problem);
      if (problem) return;
      for (const [, config] of configs) {
        const body = {
          widgetType: config.widgetType,
          vessels: config.vessels,
          columns: config.columns.map((column) => applyTimeSpan(column, span, now)),
        };
        const saved = await callApi(dashboardEndpoints.updateConfig, { params: { id: config.id }, body });
        queryClient.setQueryData(widgetConfigQueryOptions(config.id).queryKey, saved);
      }
      await queryClient.invalidateQueries({ queryKey: ['dashboards', 'results'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboards', 'graph'] });
      onClose();
    } catch (failure) {
      showError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Checkbox.Group label="Widgets" value={chosen} onChange={setChosen}>
        <Stack gap={4} mt={4}>
          {candidates.length === 0 ? (
            <Alert color="gray">This dashboard has no configured vessel data widgets.</Alert>
          ) : null}
          {candidates.map((w) => (
            <Checkbox key={w.id} value={w.id} label={w.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Select
        label="Calculation type"
        data={calculationTypes.map((t) => ({ value: t, label: calculationTypeLabels[t] }))}
        value={calculationType}
        onChange={(t) => t && setCalculationType(t as CalculationType)}
        allowDeselect={false}
      />
      {calculationType === 'Averaged' || calculationType === 'Accumulated' ? (
        <NumberInput
          label="Hours"
          clampBehavior="none"
          min={1}
          max={300}
          value={hours}
          onChange={(h) => setHours(typeof h === 'number' ? h : Number(h))}
        />
      ) : null}
      {calculationType === 'FromAndToDates' ? (
        <Group grow>
          <TextInput
            type="date"
            label="From date"
            value={fromDay}
            onChange={(e) => setFromDay(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To date"
            value={toDay}
            onChange={(e) => setToDay(e.currentTarget.value)}
          />
          <Select
            label="Calculate"
            data={['Averaged', 'Accumulated']}
            value={sub}
            onChange={(t) => t && setSub(t as FromAndToDatesCalculationType)}
            allowDeselect={false}
          />
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={saving} onClick={() => void apply()}>
          Apply
        </Button>
      </Group>
    </Stack>
  );
}
