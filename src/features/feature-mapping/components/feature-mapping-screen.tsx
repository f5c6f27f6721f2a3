// Feature mapping (000 §2, 001 §2 FeatureMapping): per module that computes from the vessel's data,
// which log variable feeds each input and which references it has, and what the module can
// compute from them, so the office sees why a long trend is missing. ADR 0054.
import { Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { FeatureInput, FeatureMapping, FeatureOutput } from '../../../../domain/contracts/features.ts';
import { trendBasisLines } from '../../../../domain/performance/trend-basis.ts';
import { messages } from '../../../../domain/messages.ts';
import { featureNotAvailableTitle } from '../../../../domain/features.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorText } from '../../../components/snackbar.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useFeatureMapping } from '../api/get-feature-mapping.ts';

function Found({ present, label }: { present: boolean; label?: string }) {
  return (
    <Badge size="sm" variant="light" c="dark.8" color={present ? 'teal' : 'gray'}>
      {label ?? (present ? 'Mapped' : 'Not found')}
    </Badge>
  );
}

function InputRow({ input }: { input: FeatureInput }) {
  const variable = input.variable;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {input.name}
        {input.taxon ? (
          <Text size="xs" c="dimmed">
            {input.taxon}
          </Text>
        ) : null}
      </Table.Th>
      <Table.Td>
        {variable ? (
          <>
            {variable.name}
            {variable.onboardSystem ? ` (${variable.onboardSystem})` : ''}
            {variable.unit ? (
              <Text span c="dimmed">
                {' '}
                {variable.unit}
              </Text>
            ) : null}
          </>
        ) : (
          (input.detail ?? '—')
        )}
      </Table.Td>
      <Table.Td>{variable?.lastDataAt ? formatDateTime(variable.lastDataAt) : '—'}</Table.Td>
      <Table.Td>
        <Found present={input.present} />
      </Table.Td>
    </Table.Tr>
  );
}

function ReferenceRow({ input }: { input: FeatureInput }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {input.name}
      </Table.Th>
      <Table.Td colSpan={2}>{input.detail ?? '—'}</Table.Td>
      <Table.Td>
        <Found present={input.present} label={input.present ? 'Present' : 'Missing'} />
      </Table.Td>
    </Table.Tr>
  );
}

/** What the module makes of an output: computed, or why not (missing inputs, or nothing kept). */
function outputState(output: FeatureOutput): string {
  if (output.missing.length > 0) return `not computed; missing ${output.missing.join(', ')}`;
  return output.available ? 'computed from the inputs below' : 'not computed from the data read';
}

function ModuleCard({ module }: { module: FeatureMapping }) {
  const headingId = `feature-mapping-${module.featureName ?? 'map'}`;
  const variables = module.inputs.filter((input) => input.kind === 'variable');
  const references = module.inputs.filter((input) => input.kind === 'reference');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={headingId}>
            {module.displayName}
          </Title>
          {module.featureName ? (
            <Badge variant="light" c="dark.8" color={module.isActivated ? 'teal' : 'gray'}>
              {module.isActivated ? 'Activated' : featureNotAvailableTitle(module.featureName)}
            </Badge>
          ) : null}
        </Group>
        <List spacing={4} size="sm" aria-label={`What ${module.displayName} computes`}>
          {module.outputs.map((output) => (
            <List.Item key={output.name}>
              <Text span fw={500}>
                {output.name}:
              </Text>{' '}
              {outputState(output)}
              {output.basis !== undefined && output.missing.length === 0
                ? trendBasisLines(output.basis).map((line) => (
                    <Text key={line} size="xs" c="dimmed">
                      {line}
                    </Text>
                  ))
                : null}
            </List.Item>
          ))}
        </List>
        {module.inputs.length === 0 ? (
          <Text size="sm" c="dimmed">
            The vessel has no flow meters.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4} striped aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Input</Table.Th>
                  <Table.Th>Log variable or reference</Table.Th>
                  <Table.Th>Last data (UTC)</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {variables.map((input) => (
                  <InputRow key={input.name} input={input} />
                ))}
                {references.map((input) => (
                  <ReferenceRow key={input.name} input={input} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

export function FeatureMappingScreen({ vesselId }: { vesselId: string }) {
  const mapping = useFeatureMapping(vesselId);
  if (mapping.isPending) return <LoadingState label="Loading the feature mapping…" />;
  if (mapping.isError)
    return (
      <ErrorState
        error={`${messages.failedToFetchFeaturesMappingPrefix}${errorText(mapping.error)}`}
        onRetry={() => void mapping.refetch()}
      />
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        Which of the vessel&apos;s log variables each module reads (found by their taxon in the taxonomy, or
        by name) and the references it needs. A module computes only what its inputs allow. The long trends
        are recalculated after every import and when a reference curve changes.
      </Text>
      {mapping.data.features.map((module) => (
        <ModuleCard key={module.displayName} module={module} />
      ))}
    </Stack>
  );
}
