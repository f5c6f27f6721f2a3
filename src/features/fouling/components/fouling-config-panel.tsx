// The fouling chart configuration and benchmark (001 §2-§3, PERF-084): the speed loss counted as
// clean (the benchmark), the observe limit and maintenance trigger above it, and the window of the
// 'recent' mean. Checked with the contract's schema before sending; SuperUsers and Administrators
// save (the server checks it too); a failed save says 'Failed to update Benchmark'.
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  FoulingConfigSchema,
  foulingConfigError,
  FoulingConfigRequestSchema,
  type FoulingConfig,
} from '../../../../domain/contracts/fouling.ts';
import { messages } from '../../../../domain/messages.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { useKeptAnswer } from '../../../components/kept-answers.tsx';
import { staleRecord, staleText } from '../../../lib/stale-save.ts';
import { useFoulingConfig, useSaveFoulingConfig } from '../api/fouling-config.ts';
import { FormFooter } from '../../../components/form-footer.tsx';

export const configSavedText = 'The fouling configuration is saved.';

const fields = [
  ['benchmarkSpeedLoss', 'Benchmark speed loss (%)'],
  ['observeLimit', 'Observe above the benchmark (%)'],
  ['maintenanceTrigger', 'Maintenance trigger above the benchmark (%)'],
  ['statisticsPeriodDays', 'Statistics period (days)'],
] as const;
type Field = (typeof fields)[number][0];

function ConfigForm({ config, onDone }: { config: FoulingConfig; onDone: () => void }) {
  const save = useSaveFoulingConfig(config.vesselId);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    benchmarkSpeedLoss: String(config.benchmarkSpeedLoss),
    observeLimit: String(config.observeLimit),
    maintenanceTrigger: String(config.maintenanceTrigger),
    statisticsPeriodDays: String(config.statisticsPeriodDays),
  }));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
    const parsed = v.safeParse(FoulingConfigRequestSchema, {
      vesselId: config.vesselId,
      benchmarkSpeedLoss: toNumber(values.benchmarkSpeedLoss),
      observeLimit: toNumber(values.observeLimit),
      maintenanceTrigger: toNumber(values.maintenanceTrigger),
      statisticsPeriodDays: toNumber(values.statisticsPeriodDays),
    });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message ?? messages.anErrorOccurred);
      return;
    }
    const rule = foulingConfigError(parsed.output);
    if (rule) {
      setError(rule);
      return;
    }
    setError(null);
    save.mutate(
      { config: parsed.output, basedOn: config.version },
      {
        onSuccess: () => {
          showSuccess(configSavedText);
          onDone();
        },
        onError: (failure) => {
          // A 412 (ADR 0092): the form is filled again with the stored configuration, and says so.
          const text = staleRecord(failure, FoulingConfigSchema)
            ? staleText('fouling configuration')
            : messages.failedToUpdateBenchmark;
          setError(text);
          showError(text);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {fields.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            inputMode="decimal"
            required
            value={values[field]}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setValues((before) => ({ ...before, [field]: text }));
            }}
          />
        ))}
        <FormFooter
          submitLabel="Save"
          canSubmit
          submitting={save.isPending}
          failure={error}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

export function FoulingConfigPanel({ vesselId, canEdit }: { vesselId: string; canEdit: boolean }) {
  const query = useFoulingConfig(vesselId);
  const config = useKeptAnswer(query, {
    loading: 'Loading the fouling configuration…',
    failure: messages.failedToFetchFoulingConfigurations,
  });
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fouling-config">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="fouling-config">
          Chart configuration and benchmark
        </Title>
        {canEdit && !editing && query.isSuccess ? (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            Edit configuration
          </Button>
        ) : null}
      </Group>
      {config.data === undefined ? (
        config.fallback
      ) : editing ? (
        <ConfigForm key={config.data.version} config={config.data} onDone={() => setEditing(false)} />
      ) : (
        <FactList
          facts={[
            { label: 'Benchmark speed loss', value: `${config.data.benchmarkSpeedLoss} %` },
            { label: 'Observe above the benchmark', value: `${config.data.observeLimit} %` },
            {
              label: 'Maintenance trigger above the benchmark',
              value: `${config.data.maintenanceTrigger} %`,
            },
            { label: 'Statistics period', value: `${config.data.statisticsPeriodDays} days` },
            { label: 'Warm-water limit', value: `${config.data.warmWaterLimit} °C` },
          ]}
        />
      )}
    </Paper>
  );
}
