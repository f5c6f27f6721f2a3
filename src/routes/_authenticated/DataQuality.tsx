// Data Quality (001 §2, PERF-047..050): four tabs as child routes, FleetOverview the default.
import { Stack, Tabs, Title } from '@mantine/core';
import { Outlet, createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/document-title.tsx';
import { DataQualityKeptNotice } from '../../features/data-quality/components/data-quality-screens.tsx';

const tabs = [
  { value: 'FleetOverview', label: 'Fleet overview' },
  { value: 'DataAvailability', label: 'Data availability' },
  { value: 'DataOutliers', label: 'Data outliers' },
  { value: 'SpeedLog', label: 'Speed log' },
] as const;

export const Route = createFileRoute('/_authenticated/DataQuality')({ component: DataQualityLayout });

function DataQualityLayout() {
  // Every page names itself in the document title (SHELL-039); the spec shows none of its own.
  useDocumentTitle('Data Quality');
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = tabs.find((tab) => pathname.endsWith(`/${tab.value}`))?.value ?? 'FleetOverview';
  return (
    <Stack>
      <Title order={1} size="h2">
        Data Quality
      </Title>
      <Tabs value={current} onChange={(value) => value && void navigate({ to: `/DataQuality/${value}` })}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataQualityKeptNotice />
      <Outlet />
    </Stack>
  );
}
