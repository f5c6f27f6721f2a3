// One logger file (CSV or XLSX) on the import page: its preview, the mapping of each column to a
// log variable and unit, the time column and zone, then Save mapping, Dry run and Import
// (domain/contracts/logger-imports.ts). A file matching a saved mapping imports straight away.
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  TIME_ZONE_IN_DATA,
  type LoggerDryRun,
  type LoggerImportAccepted,
  type LoggerMappingRequest,
  type LoggerPreview,
} from '../../../../domain/contracts/logger-imports.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { units, type UnitFamily, type UnitId } from '../../../../domain/units/units.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  dryRunLoggerFile,
  importLoggerFile,
  loggerMappingsQueryKey,
  loggerMappingsQueryOptions,
  previewLoggerFile,
  saveLoggerMapping,
} from '../api/logger-import-api.ts';
import { UploadProgress } from './upload-progress.tsx';

type Props = {
  vesselId: string;
  file: File;
  renderImportStatusLink: ((children: ReactNode) => ReactNode) | null;
};

type ColumnRow = {
  source: string;
  variable: string;
  taxon: string | null;
  unit: UnitId | null;
  ignore: boolean;
  density: number | null;
  suggestions: string[];
  originalVariable: string | null;
  originalTaxon: string | null;
};

const familyLabels: Record<UnitFamily, string> = {
  speed: 'Speed',
  power: 'Power',
  massFlow: 'Flow',
  temperature: 'Temperature',
  pressure: 'Pressure',
  angle: 'Angle',
  distance: 'Distance',
  length: 'Length',
  rotationalSpeed: 'Rotational speed',
  percent: 'Percent',
  dimensionless: 'No unit',
};

const unitOptions = Object.entries(familyLabels).map(([family, group]) => ({
  group,
  items: Object.values(units)
    .filter((unit) => unit.family === family)
    .map((unit) => ({ value: unit.id, label: unit.label })),
}));

function timeZoneOptions(allowInData: boolean): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Oslo'];
  return [...(allowInData ? [TIME_ZONE_IN_DATA] : []), 'UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

const separatorNames: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

function rowsOf(preview: LoggerPreview): ColumnRow[] {
  return preview.columns.map((column) => ({
    source: column.source,
    variable: column.variable ?? column.sourceName,
    taxon: column.taxon,
    unit: column.unit ?? column.detectedUnit,
    ignore: column.ignore,
    density: null,
    suggestions: [
      ...new Set([...(column.variable ? [column.variable] : []), ...column.suggestions.map((s) => s.taxon)]),
    ],
    originalVariable: column.variable,
    originalTaxon: column.taxon,
  }));
}

/** The taxon of a typed or chosen variable: a suggested taxon itself, else the preview's own. */
function taxonOf(row: ColumnRow, variable: string): string | null {
  if (row.suggestions.includes(variable) && variable.includes(':')) return variable;
  return variable === row.originalVariable ? row.originalTaxon : null;
}

export function LoggerFileFlow({ vesselId, file, renderImportStatusLink }: Props) {
  const queryClient = useQueryClient();
  const mappings = useQuery(loggerMappingsQueryOptions(vesselId));
  const [progress, setProgress] = useState<number | null>(null);
  const preview = useMutation({
    mutationFn: () => previewLoggerFile(vesselId, file, { onProgress: setProgress }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    preview.mutate();
  }, [preview]);

  return (
    <Paper withBorder p="md" component="section" aria-label={file.name}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {file.name}
        </Title>
        {preview.isPending ? <UploadProgress name={file.name} progress={progress} /> : null}
        {preview.isError ? (
          <Group gap="sm">
            <Text c="red.9" role="alert">
              {errorMessage(preview.error, messages.anErrorOccurred)}
            </Text>
            <Button variant="default" onClick={() => preview.mutate()}>
              Try again
            </Button>
          </Group>
        ) : null}
        {preview.data ? (
          <PreviewAndMapping
            vesselId={vesselId}
            file={file}
            preview={preview.data}
            matchingSource={
              mappings.data?.find((mapping) => mapping.id === preview.data.matchingMappingId)?.sourceName ??
              null
            }
            onMappingSaved={() =>
              void queryClient.invalidateQueries({ queryKey: loggerMappingsQueryKey(vesselId) })
            }
            renderImportStatusLink={renderImportStatusLink}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

type MappingProps = Props & {
  preview: LoggerPreview;
  matchingSource: string | null;
  onMappingSaved: () => void;
};

function PreviewAndMapping({
  vesselId,
  file,
  preview,
  matchingSource,
  onMappingSaved,
  renderImportStatusLink,
}: MappingProps) {
  const [columns, setColumns] = useState<ColumnRow[]>(() => rowsOf(preview));
  const [timeColumn, setTimeColumn] = useState(preview.timeColumn);
  const [timeZone, setTimeZone] = useState<string | null>(preview.timeNeedsZone ? null : TIME_ZONE_IN_DATA);
  const [sourceName, setSourceName] = useState(matchingSource ?? file.name.replace(/\.(csv|xlsx)$/i, ''));
  const [mappingId, setMappingId] = useState<string | null>(preview.matchingMappingId);
  const [formError, setFormError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const zones = useMemo(() => timeZoneOptions(!preview.timeNeedsZone), [preview.timeNeedsZone]);
  const matching = preview.matchingMappingId !== null;

  useEffect(() => {
    if (matchingSource) setSourceName(matchingSource);
  }, [matchingSource]);

  const save = useMutation({
    mutationFn: (mapping: LoggerMappingRequest) => saveLoggerMapping(vesselId, mapping, mappingId),
    onSuccess: (saved) => {
      setMappingId(saved.id);
      setSavedNote(fillMessage(messages.loggerMappingSaved, { source: saved.sourceName }));
      dryRun.reset();
      onMappingSaved();
    },
  });
  const dryRun = useMutation<LoggerDryRun, Error, string>({
    mutationFn: (id) => dryRunLoggerFile(vesselId, file, id, { onProgress: setProgress }),
  });
  const importing = useMutation<LoggerImportAccepted, Error, string>({
    mutationFn: (id) => importLoggerFile(vesselId, file, id, { onProgress: setProgress }),
  });

  const change = (index: number, patch: Partial<ColumnRow>) => {
    setSavedNote(null);
    setColumns((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  };

  const buildMapping = (): LoggerMappingRequest | string => {
    if (!timeZone) return messages.loggerZoneRequired;
    const mapped = columns.filter((row) => !row.ignore);
    if (mapped.length === 0) return messages.loggerNoColumnMapped;
    const incomplete = mapped.find((row) => row.variable.trim() === '' || !row.unit);
    if (incomplete) return `Choose a log variable and a unit for ${incomplete.source}, or ignore it.`;
    return {
      sourceName: sourceName.trim(),
      timeColumn,
      timeZone,
      shape: preview.shape,
      long:
        preview.shape === 'long' && preview.nameColumn && preview.valueColumn
          ? {
              nameColumn: preview.nameColumn,
              valueColumn: preview.valueColumn,
              unitColumn: preview.unitColumn,
            }
          : null,
      sheetName: preview.sheetName,
      columns: mapped.map((row) => ({
        source: row.source,
        variable: row.variable.trim(),
        taxon: row.taxon,
        unit: row.unit as UnitId,
        densityKgPerM3: row.unit && units[row.unit].needsDensity ? row.density : null,
      })),
    };
  };

  const onSave = () => {
    const mapping = buildMapping();
    if (typeof mapping === 'string') {
      setFormError(mapping);
      return;
    }
    if (mapping.sourceName === '') {
      setFormError('Give the source a name.');
      return;
    }
    setFormError(null);
    save.mutate(mapping);
  };

  const busy = save.isPending || dryRun.isPending || importing.isPending;
  const refusedAny = dryRun.data ? dryRun.data.rowsRefused + dryRun.data.cellsRefused > 0 : false;
  const canImport =
    mappingId !== null &&
    !busy &&
    !importing.data &&
    (matching || (dryRun.data !== undefined && !refusedAny));

  return (
    <Stack gap="md">
      <PreviewFacts preview={preview} />
      <PreviewRows preview={preview} />

      {matching && matchingSource !== null ? (
        <Alert color="blue" role="status">
          {fillMessage(messages.loggerSavedMappingUsed, { source: matchingSource })}
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Source name"
          description="The logger or export this file comes from"
          required
          value={sourceName}
          onChange={(event) => {
            setSavedNote(null);
            setSourceName(event.currentTarget.value);
          }}
        />
        <Select
          label="Time column"
          required
          allowDeselect={false}
          data={[...new Set(preview.header)]}
          value={timeColumn}
          onChange={(value) => value && setTimeColumn(value)}
        />
        <Select
          label="Time zone"
          required
          searchable
          placeholder="Choose the zone"
          data={zones}
          value={timeZone}
          onChange={(value) => {
            setSavedNote(null);
            setTimeZone(value);
          }}
          renderOption={({ option }) =>
            option.value === TIME_ZONE_IN_DATA ? messages.loggerZoneInData : option.label
          }
          error={preview.timeNeedsZone && !timeZone ? messages.loggerZoneRequired : undefined}
        />
      </SimpleGrid>

      <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Column mapping" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Column in the file</Table.Th>
              <Table.Th>Examples</Table.Th>
              <Table.Th>Log variable</Table.Th>
              <Table.Th>Unit in the file</Table.Th>
              <Table.Th>Ignore</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns.map((row, index) => {
              const column = preview.columns[index];
              return (
                <Table.Tr key={row.source}>
                  <Table.Td>{row.source}</Table.Td>
                  <Table.Td>{column?.exampleValues.slice(0, 3).join(', ')}</Table.Td>
                  <Table.Td>
                    <Autocomplete
                      aria-label={`Log variable of ${row.source}`}
                      data={row.suggestions}
                      value={row.variable}
                      disabled={row.ignore}
                      onChange={(variable) => change(index, { variable, taxon: taxonOf(row, variable) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Select
                        aria-label={`Unit of ${row.source}`}
                        data={unitOptions}
                        value={row.unit}
                        searchable
                        disabled={row.ignore}
                        onChange={(unit) => change(index, { unit: unit as UnitId | null })}
                      />
                      {row.unit && units[row.unit].needsDensity ? (
                        <NumberInput
                          aria-label={`Density of ${row.source} in kg/m³`}
                          placeholder="kg/m³"
                          w={110}
                          min={1}
                          max={2000}
                          value={row.density ?? ''}
                          onChange={(value) =>
                            change(index, { density: typeof value === 'number' ? value : null })
                          }
                        />
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Ignore ${row.source}`}
                      checked={row.ignore}
                      onChange={(event) => change(index, { ignore: event.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {formError ? (
        <Text c="red.9" role="alert">
          {formError}
        </Text>
      ) : null}
      {save.isError ? (
        <Text c="red.9" role="alert">
          {errorMessage(save.error, messages.anErrorOccurred)}
        </Text>
      ) : null}
      {savedNote ? (
        <Text c="teal.9" role="status">
          {savedNote}
        </Text>
      ) : null}

      <Group gap="sm">
        <Button variant="default" onClick={onSave} loading={save.isPending} disabled={busy}>
          Save mapping
        </Button>
        <Button
          variant="default"
          onClick={() => mappingId && dryRun.mutate(mappingId)}
          loading={dryRun.isPending}
          disabled={mappingId === null || busy}
        >
          Dry run
        </Button>
        <Button
          onClick={() => mappingId && importing.mutate(mappingId)}
          loading={importing.isPending}
          disabled={!canImport}
        >
          Import
        </Button>
      </Group>
      {dryRun.isPending || importing.isPending ? (
        <UploadProgress name={file.name} progress={progress} />
      ) : null}

      {dryRun.isError ? (
        <Text c="red.9" role="alert">
          {errorMessage(dryRun.error, messages.anErrorOccurred)}
        </Text>
      ) : null}
      {dryRun.data ? <DryRunResult result={dryRun.data} /> : null}

      {importing.isError ? (
        <Text c="red.9" role="alert">
          {errorMessage(importing.error, messages.anErrorOccurred)}
        </Text>
      ) : null}
      {importing.data ? (
        <Alert color="teal" role="status" title="Imported">
          <Stack gap={4}>
            <Text>
              {fillMessage(messages.loggerImported, {
                name: file.name,
                samples: importing.data.dryRun.sampleCount.toLocaleString('en-GB'),
              })}
            </Text>
            {renderImportStatusLink?.(messages.loggerFollowOnImportStatus)}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

function PreviewFacts({ preview }: { preview: LoggerPreview }) {
  const facts: [string, string][] = [
    [
      'Read as',
      preview.dialect
        ? `CSV, ${separatorNames[preview.dialect.separator] ?? preview.dialect.separator} separated${
            preview.dialect.decimalComma ? ', decimal comma' : ''
          }`
        : `Excel sheet ${preview.sheetName ?? ''}`,
    ],
    ['Header on line', String(preview.headerLine)],
    ['Layout', preview.shape === 'wide' ? 'One column per value' : 'One row per value'],
    ['Time column', preview.timeColumn],
    [
      'Sample window',
      preview.sampleWindowMinutes === null ? 'Not known' : `${preview.sampleWindowMinutes} minutes`,
    ],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 16px', margin: 0 }}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>
            <Text size="sm" c="dimmed">
              {term}
            </Text>
          </dt>
          <dd style={{ margin: 0 }}>
            <Text size="sm">{value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PreviewRows({ preview }: { preview: LoggerPreview }) {
  if (preview.rows.length === 0) return <Text>The file has no rows below its header.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="First rows of the file" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            {preview.header.map((name, index) => (
              <Table.Th key={`${index}-${name}`}>{name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.slice(0, 10).map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              {preview.header.map((_, index) => (
                <Table.Td key={index}>{row.cells[index] ?? ''}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DryRunResult({ result }: { result: LoggerDryRun }) {
  const refused = result.rowsRefused + result.cellsRefused;
  return (
    <Stack gap="xs" component="section" aria-label="Dry run">
      <Title order={3} size="h4">
        Dry run
      </Title>
      <Text role="status">
        {`${result.rowCount} rows read, ${result.rowsAccepted} accepted, ${result.rowsRefused} rows and ${result.cellsRefused} values refused; ${result.sampleCount} values would be stored.`}
      </Text>
      {refused === 0 ? (
        <Text>{messages.loggerNoRefusals}</Text>
      ) : (
        <>
          <Text c="red.9">{messages.loggerRefusalsBlockImport}</Text>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label="Refused rows and values" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.refusals.map((refusal, index) => (
                  <Table.Tr key={`${refusal.line}-${refusal.column ?? ''}-${index}`}>
                    <Table.Td>{refusal.line}</Table.Td>
                    <Table.Td>{refusal.column ?? 'Whole row'}</Table.Td>
                    <Table.Td>{refusal.value}</Table.Td>
                    <Table.Td>{refusal.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {result.refusalsTruncated ? <Text size="sm">{messages.loggerRefusalsTruncated}</Text> : null}
        </>
      )}
    </Stack>
  );
}
