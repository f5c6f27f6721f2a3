import { Button, Stack } from '@mantine/core';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageTitle } from '../../../components/document-title.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useSuccessfulImport } from '../../../features/import-status/api/get-successful-imports.ts';
import { ImportDetails } from '../../../features/import-status/components/import-details.tsx';

// The details of one imported import (ADMIN-098/099), found by its day (partition key) and path.
const DetailsSearchSchema = v.object({
  path: v.fallback(v.string(), ''),
  date: v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)), ''),
});

export const Route = createFileRoute('/_authenticated/ImportStatus/Details')({
  validateSearch: DetailsSearchSchema,
  component: ImportDetailsRoute,
});

function ImportDetailsRoute() {
  const { path, date } = Route.useSearch();
  const router = useRouter();
  const navigate = Route.useNavigate();
  const record = useSuccessfulImport(date.slice(0, 10), path);
  const isMissing = path === '' || date === '';
  const onReturn = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/ImportStatus' });
  };

  return (
    <>
      <PageTitle title="Import details" />
      {record.isPending && !isMissing ? <LoadingState label="Loading the import…" /> : null}
      {record.isError ? <ErrorState error={record.error} onRetry={() => void record.refetch()} /> : null}
      {record.isSuccess && record.data ? <ImportDetails record={record.data} onReturn={onReturn} /> : null}
      {isMissing || (record.isSuccess && !record.data) ? (
        <Stack align="flex-start">
          <EmptyMessage>This import was not found among the imported ones.</EmptyMessage>
          <Button variant="default" onClick={onReturn}>
            Return
          </Button>
        </Stack>
      ) : null}
    </>
  );
}
