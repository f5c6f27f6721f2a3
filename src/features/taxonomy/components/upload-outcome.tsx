// What a taxonomy upload did (ADMIN-086): the changes it wrote, or why it wrote nothing with the
// sheet's rows in error (ADR 0060).
import { Alert, List, Text } from '@mantine/core';
import type { TaxonomyUploadResult, TaxonomyVariableChange } from '../../../../domain/contracts/taxonomy.ts';
import { errorText } from '../../../components/snackbar.ts';
import { ApiError } from '../../../lib/api-client.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function describeChange(change: TaxonomyVariableChange): string {
  if (change.change === 'added') {
    return change.addedTaxa.length === 0
      ? `${change.name}: added, without taxa`
      : `${change.name}: added with ${change.addedTaxa.join(', ')}`;
  }
  if (change.change === 'removed') return `${change.name}: removed`;
  const parts: string[] = [];
  if (change.renamedFrom) parts.push(`renamed from ${change.renamedFrom}`);
  if (change.addedTaxa.length > 0) parts.push(`taxa added: ${change.addedTaxa.join(', ')}`);
  if (change.removedTaxa.length > 0) parts.push(`taxa removed: ${change.removedTaxa.join(', ')}`);
  if (parts.length === 0) parts.push('taxa in a new order');
  return `${change.name}: ${parts.join('; ')}`;
}

export function UploadResult({ result, fileName }: { result: TaxonomyUploadResult; fileName: string }) {
  const totals = `The taxonomy has ${count(result.logVariables, 'log variable', 'log variables')} and ${count(result.taxa, 'taxon', 'taxa')}.`;
  return (
    <Alert color="teal" title={`${fileName} uploaded`} role="status" data-testid="taxonomy-upload-result">
      {result.changes.length === 0 ? (
        <Text size="sm">Nothing changed: the sheet matches the taxonomy. {totals}</Text>
      ) : (
        <>
          <Text size="sm">
            {count(result.changes.length, 'log variable', 'log variables')} changed. {totals}
          </Text>
          <List size="sm" mt="xs" aria-label="Changes">
            {result.changes.map((change) => (
              <List.Item key={`${change.change}-${change.name}`}>{describeChange(change)}</List.Item>
            ))}
          </List>
          {result.addedTaxa.length > 0 ? (
            <Text size="sm" mt="xs">
              New taxa: {result.addedTaxa.join(', ')}
            </Text>
          ) : null}
          {result.removedTaxa.length > 0 ? (
            <Text size="sm" mt="xs">
              Taxa no log variable has any more: {result.removedTaxa.join(', ')}
            </Text>
          ) : null}
        </>
      )}
    </Alert>
  );
}

/** The refusal's message and, for a sheet, every row in error as the server listed it. */
export function UploadFailure({ error, fileName }: { error: unknown; fileName: string }) {
  const message = errorText(error);
  const rowErrors = error instanceof ApiError ? error.errors.filter((item) => item.message !== message) : [];
  return (
    <Alert
      color="red"
      title={`${fileName} was not uploaded`}
      role="alert"
      data-testid="taxonomy-upload-failure"
    >
      <Text size="sm">{message}</Text>
      {rowErrors.length > 0 ? (
        <List size="sm" mt="xs" aria-label="Errors in the sheet">
          {rowErrors.map((item) => (
            <List.Item key={`${item.path}-${item.message}`}>{item.message}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
