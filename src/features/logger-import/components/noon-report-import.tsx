// The noon report spreadsheet of the import page (issue 24 §2, ADR 0106): choose a file, map its
// columns to the noon report fields (the server's suggestions preselected), the zone of zone-less
// times and the source name; save the mapping, dry run (every refused row and cell, the rules'
// warnings), then import. The reports are stored as the tablet stores them.
import {
  Alert,
  Button,
  FileButton,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { TIME_ZONE_IN_DATA } from '../../../../domain/contracts/logger-imports.ts';
import {
  noonImportFields,
  noonImportStoredUnits,
  type NoonImportColumnMapping,
  type NoonImportDryRun,
  type NoonImportField,
  type NoonImportPreview,
  type NoonImportResult,
  type NoonImportUnit,
} from '../../../../domain/contracts/noon-report-imports.ts';
import { noonReportConsumers, type NoonReportConsumer } from '../../../../domain/contracts/noon-reports.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import {
  noonImportFieldLabels,
  noonUnitLabel,
  noonUnitsOf,
} from '../../../../domain/noon-reports/noon-import.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { dryRunNoonFile, importNoonFile, previewNoonFile, saveNoonMapping } from '../api/noon-import-api.ts';

const consumerLabels: Record<NoonReportConsumer, string> = {
  MainEngine: 'Main engine',
  AuxiliaryEngines: 'Auxiliary engines',
  Boilers: 'Boilers',
  Other: 'Other',
};
const isFuelField = (field: NoonImportField | null) =>
  field === 'fuel' || field === 'rob' || field === 'bunkered';

type Row = {
  source: string;
  field: NoonImportField | null;
  unit: NoonImportUnit | null;
  fuelTypeId: string | null;
  consumer: NoonReportConsumer | null;
  densityKgPerM3: number | null;
};

function timeZones(allowInData: boolean): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Oslo'];
  return [...(allowInData ? [TIME_ZONE_IN_DATA] : []), 'UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

type Step =
  | { step: 'idle' }
  | { step: 'reading'; file: File }
  | { step: 'failed'; file: File; error: unknown }
  | { step: 'mapping'; file: File; preview: NoonImportPreview };

export function NoonReportImport({ vesselId, disabled }: { vesselId: string; disabled: boolean }) {
  const [state, setState] = useState<Step>({ step: 'idle' });
  const choose = (file: File | null) => {
    if (!file) return;
    setState({ step: 'reading', file });
    previewNoonFile(vesselId, file).then(
      (preview) => setState({ step: 'mapping', file, preview }),
      (error: unknown) => setState({ step: 'failed', file, error }),
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="noon-import-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="noon-import-title">
          {messages.noonImportTitle}
        </Title>
        <Text size="sm">{messages.noonImportIntro}</Text>
        <Group>
          <FileButton onChange={choose} accept=".csv,.xlsx,text/csv" disabled={disabled || vesselId === ''}>
            {(props) => (
              <Button variant="default" {...props} disabled={disabled || vesselId === ''}>
                {messages.noonImportChooseFile}
              </Button>
            )}
          </FileButton>
        </Group>
        {state.step === 'reading' ? <LoadingState label={`Reading ${state.file.name}…`} /> : null}
        {state.step === 'failed' ? (
          <ErrorState
            error={state.error}
            title={fillMessage(messages.noonImportFailed, { reason: state.file.name })}
            onRetry={() => choose(state.file)}
          />
        ) : null}
        {state.step === 'mapping' ? (
          <NoonMapping key={state.file.name} vesselId={vesselId} file={state.file} preview={state.preview} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function NoonMapping({
  vesselId,
  file,
  preview,
}: {
  vesselId: string;
  file: File;
  preview: NoonImportPreview;
}) {
  const [rows, setRows] = useState<Row[]>(() =>
    preview.columns.map((c) => ({
      source: c.source,
      field: c.field,
      unit: c.unit,
      fuelTypeId: c.fuelTypeId,
      consumer: c.consumer,
      densityKgPerM3: null,
    })),
  );
  const [timeColumn, setTimeColumn] = useState(preview.timeColumn);
  const [timeZone, setTimeZone] = useState(preview.timeNeedsZone ? '' : TIME_ZONE_IN_DATA);
  const [sourceName, setSourceName] = useState(file.name.replace(/\.(csv|xlsx)$/i, ''));
  const [mappingId, setMappingId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'dry' | 'import' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState<NoonImportDryRun | null>(null);
  const [result, setResult] = useState<NoonImportResult | null>(null);
  const zones = useMemo(() => timeZones(!preview.timeNeedsZone), [preview.timeNeedsZone]);
  const nothingMatched = preview.columns.every((c) => c.field === null);

  const change = (index: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setMappingId(null);
    setDryRun(null);
  };

  const run = async <T,>(kind: 'save' | 'dry' | 'import', work: () => Promise<T>): Promise<T | null> => {
    setBusy(kind);
    setProblem(null);
    try {
      return await work();
    } catch (error) {
      setProblem(errorMessage(error, messages.anErrorOccurred));
      return null;
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!timeZone) {
      setProblem(messages.loggerZoneRequired);
      return;
    }
    const columns: NoonImportColumnMapping[] = rows
      .filter((row): row is Row & { field: NoonImportField } => row.field !== null)
      .map((row) => ({
        source: row.source,
        field: row.field,
        unit: row.field === 'remarks' ? null : row.unit,
        fuelTypeId: isFuelField(row.field) ? row.fuelTypeId : null,
        consumer: row.field === 'fuel' ? row.consumer : null,
        densityKgPerM3: row.unit === 'm3' ? row.densityKgPerM3 : null,
      }));
    const saved = await run('save', () =>
      saveNoonMapping(vesselId, { sourceName, timeColumn, timeZone, sheetName: preview.sheetName, columns }),
    );
    if (saved) {
      setMappingId(saved.id);
      setNotice(fillMessage(messages.noonImportMappingSaved, { source: saved.sourceName }));
    }
  };

  const dry = async () => {
    if (!mappingId) return;
    const answer = await run('dry', () => dryRunNoonFile(vesselId, file, mappingId));
    if (answer) setDryRun(answer);
  };

  const importFile = async () => {
    if (!mappingId) return;
    const answer = await run('import', () => importNoonFile(vesselId, file, mappingId));
    if (answer) setResult(answer);
  };

  const clean = dryRun !== null && dryRun.refusals.length === 0;
  return (
    <Stack gap="sm" data-testid="noon-mapping">
      <Text fw={600}>{file.name}</Text>
      {nothingMatched ? <Text c="dimmed">{messages.noonImportNoColumns}</Text> : null}
      <Group align="flex-end">
        <NativeSelect
          label="Report time column"
          data={preview.header}
          value={timeColumn}
          onChange={(event) => setTimeColumn(event.currentTarget.value)}
        />
        <NativeSelect
          label="Zone of the ship's times"
          data={[{ value: '', label: 'Choose a zone' }, ...zones]}
          value={timeZone}
          onChange={(event) => {
            setTimeZone(event.currentTarget.value);
            setMappingId(null);
          }}
          error={preview.timeNeedsZone && !timeZone ? messages.loggerZoneRequired : undefined}
        />
        <TextInput
          label="Source name"
          value={sourceName}
          onChange={(event) => setSourceName(event.currentTarget.value)}
        />
      </Group>
      <Table aria-label="Columns of the noon report file" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column</Table.Th>
            <Table.Th>Example</Table.Th>
            <Table.Th>Noon report field</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th>Fuel type</Table.Th>
            <Table.Th>Used by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const example = preview.columns[index]?.exampleValues[0] ?? '';
            const unitOptions = row.field ? noonUnitsOf(row.field) : [];
            return (
              <Table.Tr key={row.source}>
                <Table.Td>{row.source}</Table.Td>
                <Table.Td>{example}</Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={`Field of ${row.source}`}
                    data={[
                      { value: '', label: messages.noonImportUnmapped },
                      ...noonImportFields.map((field) => ({
                        value: field,
                        label: noonImportFieldLabels[field],
                      })),
                    ]}
                    value={row.field ?? ''}
                    onChange={(event) => {
                      const field = (event.currentTarget.value || null) as NoonImportField | null;
                      change(index, {
                        field,
                        unit: field ? noonImportStoredUnits[field] : null,
                        consumer: field === 'fuel' ? (row.consumer ?? 'MainEngine') : row.consumer,
                      });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  {unitOptions.length > 0 ? (
                    <Group gap="xs" wrap="nowrap">
                      <NativeSelect
                        aria-label={`Unit of ${row.source}`}
                        data={unitOptions.map((unit) => ({ value: unit, label: noonUnitLabel(unit) }))}
                        value={row.unit ?? ''}
                        onChange={(event) =>
                          change(index, { unit: event.currentTarget.value as NoonImportUnit })
                        }
                      />
                      {row.unit === 'm3' ? (
                        <NumberInput
                          aria-label={`Density of ${row.source} (kg/m³)`}
                          w={110}
                          value={row.densityKgPerM3 ?? ''}
                          onChange={(value) =>
                            change(index, { densityKgPerM3: typeof value === 'number' ? value : null })
                          }
                        />
                      ) : null}
                    </Group>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {isFuelField(row.field) ? (
                    <NativeSelect
                      aria-label={`Fuel type of ${row.source}`}
                      data={[
                        { value: '', label: 'Choose' },
                        ...preview.fuelTypes.map((f) => ({ value: f.id, label: f.shortName })),
                      ]}
                      value={row.fuelTypeId ?? ''}
                      onChange={(event) => change(index, { fuelTypeId: event.currentTarget.value || null })}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {row.field === 'fuel' ? (
                    <NativeSelect
                      aria-label={`Consumer of ${row.source}`}
                      data={noonReportConsumers.map((c) => ({ value: c, label: consumerLabels[c] }))}
                      value={row.consumer ?? 'MainEngine'}
                      onChange={(event) =>
                        change(index, { consumer: event.currentTarget.value as NoonReportConsumer })
                      }
                    />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group>
        <Button onClick={() => void save()} loading={busy === 'save'} disabled={result !== null}>
          Save noon report mapping
        </Button>
        <Button
          variant="default"
          onClick={() => void dry()}
          loading={busy === 'dry'}
          disabled={!mappingId || result !== null}
        >
          Dry run of the noon reports
        </Button>
        <Button
          onClick={() => void importFile()}
          loading={busy === 'import'}
          disabled={!mappingId || !clean || result !== null}
        >
          Import the noon reports
        </Button>
      </Group>
      {problem ? (
        <Text c="red.9" role="alert">
          {problem}
        </Text>
      ) : null}
      {notice && !problem ? <Text role="status">{notice}</Text> : null}
      {dryRun ? <DryRunAnswer dryRun={dryRun} /> : null}
      {result ? (
        <Alert color="green" role="status" title="Imported">
          {fillMessage(messages.noonImportDone, {
            created: String(result.created),
            updated: String(result.updated),
            unchanged: String(result.unchanged),
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}

function DryRunAnswer({ dryRun }: { dryRun: NoonImportDryRun }) {
  const refused = dryRun.refusals.length > 0;
  return (
    <Stack gap="xs" data-testid="noon-dry-run">
      <Text role="status">
        {refused
          ? fillMessage(messages.noonImportDryRunRefused, { count: String(dryRun.refusals.length) })
          : fillMessage(messages.noonImportDryRunClean, {
              count: String(dryRun.rowsAccepted),
              new: String(dryRun.newReports),
              changed: String(dryRun.changedReports),
              unchanged: String(dryRun.unchangedReports),
            })}
      </Text>
      {refused ? (
        <Table aria-label="Refused rows and values">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Rule</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dryRun.refusals.map((r, i) => (
              <Table.Tr key={`${r.line}-${r.column ?? ''}-${i}`}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{r.column ?? '(row)'}</Table.Td>
                <Table.Td>{r.value}</Table.Td>
                <Table.Td>{r.rule}</Table.Td>
                <Table.Td>{r.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {dryRun.warnings.length > 0 ? (
        <Stack gap={2} aria-label="Warnings of the noon report rules">
          <Text size="sm" fw={600}>
            {messages.noonReportWarningsIntro}
          </Text>
          {dryRun.warnings.map((w, i) => (
            <Text key={`${w.line}-${i}`} size="sm">
              Line {w.line}: {w.message}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
