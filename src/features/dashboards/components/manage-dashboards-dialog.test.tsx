import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../domain/contracts/dashboards.ts';
import { installFakeApi } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { ManageDashboardsDialog } from './manage-dashboards-dialog.tsx';

const dashboard = (id: string, name: string, sequence: number): Dashboard => ({
  id,
  name,
  userId: '00000000-0000-4000-8000-000000000001',
  ownerName: 'Ola',
  sequence,
  widgets: [],
  userIdsSharedWith: [],
  readOnly: false,
});
const first = dashboard('00000000-0000-4000-8000-00000000000a', 'Fleet', 0);
const second = dashboard('00000000-0000-4000-8000-00000000000b', 'Aurora', 1);

describe('ManageDashboardsDialog (issue 26 §3)', { timeout: 20_000 }, () => {
  it('asks before deleting a dashboard: Cancel deletes nothing, Delete deletes it', async () => {
    const api = installFakeApi({
      'GET /Dashboard/ShareCandidates': () => ({ body: [] }),
      [`DELETE /Dashboard/${second.id}`]: () => ({ status: 204 }),
      'GET /Dashboard': () => ({ body: [first] }),
    });
    renderWithProviders(
      <ManageDashboardsDialog opened onClose={() => {}} dashboards={[first, second]} currentId={first.id} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Aurora' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete dashboard?' });
    expect(confirm.textContent).toContain('Delete the dashboard Aurora? Its widgets are deleted with it.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete dashboard?' })).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Aurora' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete dashboard?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`/Dashboard/${second.id}`);
  });
});
