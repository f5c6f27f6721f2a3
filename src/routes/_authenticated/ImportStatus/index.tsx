import { Anchor, Button, Group } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/document-title.tsx';
import { ImportStatusPage } from '../../../features/import-status/components/import-status-page.tsx';
import {
  ImportStatusSearchSchema,
  importStatusView,
  type ImportStatusView,
} from '../../../features/import-status/import-status-search.ts';

export const Route = createFileRoute('/_authenticated/ImportStatus/')({
  validateSearch: ImportStatusSearchSchema,
  component: ImportStatusRoute,
});

function ImportStatusRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const view = importStatusView(search, new Date().toISOString().slice(0, 10));
  const onViewChange = (change: Partial<ImportStatusView>) =>
    void navigate({ search: (current) => ({ ...current, ...change }), replace: true });

  return (
    <>
      <PageTitle title="Import Status" />
      <Group justify="flex-end" mb="sm">
        <Button renderRoot={(props) => <Link {...props} to="/LoggerImport" />}>Import data</Button>
      </Group>
      <ImportStatusPage
        view={view}
        onViewChange={onViewChange}
        renderOpenLink={(importPath, partitionKey, children) => (
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/ImportStatus/Details" search={{ path: importPath, date: partitionKey }} />
            )}
          >
            {children}
          </Anchor>
        )}
      />
    </>
  );
}
