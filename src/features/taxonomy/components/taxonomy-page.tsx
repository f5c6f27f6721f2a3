// The Taxonomy page of 003 §2 (Administrator only): the Excel download and upload, a log variable
// picker and the category table in which the chosen variable's taxa are highlighted.
import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { SectionPanel } from '../../../components/section-panel.tsx';
import { offlineText } from '../../../components/snackbar.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useSortPreference } from '../../../lib/sort-preference.ts';
import { useTaxonomy } from '../api/get-taxonomy.ts';
import {
  defaultTaxonomySort,
  findVariable,
  taxonRows,
  taxonomySortCookie,
  taxonomySortKeys,
} from '../taxonomy-rows.ts';
import { CategoryTable } from './category-table.tsx';
import { ExcelPanel } from './excel-panel.tsx';
import { VariablePicker } from './variable-picker.tsx';

type TaxonomyPageProps = {
  /** The chosen log variable's name (kept in the URL), or null. */
  variable: string | null;
  onVariableChange: (name: string | null) => void;
};

export function TaxonomyPage({ variable, onVariableChange }: TaxonomyPageProps) {
  const taxonomy = useTaxonomy();
  const isOnline = useOnlineStatus();
  const [sort, sortBy] = useSortPreference(taxonomySortCookie, taxonomySortKeys, defaultTaxonomySort);

  let body: ReactNode;
  if (taxonomy.isPending) body = <LoadingState label={messages.loadingUpperCase} />;
  else if (taxonomy.isError && !taxonomy.data)
    // ADMIN-182: the categories' failure has the spec's words; the cause (offline, the server's message) follows.
    body = (
      <ErrorState
        title={messages.failedToGetTaxonomyCategories}
        error={taxonomy.error}
        onRetry={() => void taxonomy.refetch()}
      />
    );
  else {
    const data = taxonomy.data;
    const rows = taxonRows(data);
    const selected = findVariable(data, variable);
    body = (
      <Stack gap="md">
        {data.logVariables.length > 0 ? (
          <VariablePicker variables={data.logVariables} selected={selected} onChange={onVariableChange} />
        ) : null}
        {rows.length === 0 ? (
          <EmptyMessage>The taxonomy has no taxa yet. Upload an Excel sheet to fill it.</EmptyMessage>
        ) : (
          <CategoryTable
            rows={rows}
            sort={sort}
            onSort={sortBy}
            highlight={selected ? { variable: selected.name, taxa: selected.taxa } : null}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {!isOnline && taxonomy.data ? (
        <Alert color="yellow" variant="light" c="dark" role="status">
          {offlineText}: this is the taxonomy as it was last read.
        </Alert>
      ) : null}
      <SectionPanel title="Excel sheet">
        <ExcelPanel isOnline={isOnline} />
      </SectionPanel>
      <SectionPanel title="Categories">{body}</SectionPanel>
    </Stack>
  );
}
