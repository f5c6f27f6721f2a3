import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VesselGroup } from '../../../../domain/contracts/vessel-groups.ts';
import { messages } from '../../../../domain/messages.ts';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { buildVessel, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { VesselGroupsScreen } from './vessel-groups-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const aurora = buildVessel({ id: testId('aurora'), name: 'Aurora' });
const fjord = buildVessel({ id: testId('fjord'), name: 'Fjord' });

function serve() {
  let groups: VesselGroup[] = [
    {
      id: testId('tankers'),
      name: 'Tankers',
      vesselIds: [aurora.id],
      vessels: [{ id: aurora.id, name: 'Aurora' }],
    },
  ];
  const api = installFakeApi({
    'GET /VesselGroups': () => ({ body: groups }),
    'GET /Vessels': () => ({ body: [aurora, fjord] }),
    'POST /VesselGroups': ({ body }) => {
      const group = { id: testId('new'), name: (body as { name: string }).name, vesselIds: [], vessels: [] };
      groups = [...groups, group];
      return { status: 201, body: group };
    },
    'POST /VesselGroups/AddVessel': ({ body }) => {
      const { vesselId } = body as { vesselId: string };
      groups = groups.map((g) => ({
        ...g,
        vesselIds: [...g.vesselIds, vesselId],
        vessels: [...g.vessels, { id: vesselId, name: 'Fjord' }],
      }));
      return { body: groups[0] };
    },
    [`DELETE /VesselGroups/${testId('tankers')}`]: () => {
      groups = [];
      return { status: 204 };
    },
  });
  return api;
}

describe('VesselGroupsScreen', () => {
  it('ADMIN-068 an info hint says the groups feed the Filter on group dropdown (of the Vessel Overview)', async () => {
    serve();
    renderWithRouter(<VesselGroupsScreen />);
    await screen.findByRole('region', { name: 'Vessels in group' });
    expect(screen.getByText(/the 'Filter on group' dropdown of the/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Vessel Overview' }).getAttribute('href')).toBe(
      '/VesselOverview',
    );
  });

  it('ADMIN-065 three columns; clicking an available vessel puts it in the chosen group', async () => {
    const api = serve();
    renderWithRouter(<VesselGroupsScreen />);
    const inGroup = await screen.findByRole('region', { name: 'Vessels in group' });
    expect(within(inGroup).getByRole('button', { name: /Aurora/ })).toBeDefined();
    const available = screen.getByRole('region', { name: 'Available vessels' });
    fireEvent.click(within(available).getByRole('button', { name: 'Put in Tankers: Fjord' }));
    await waitFor(() => expect(within(inGroup).getByRole('button', { name: /Fjord/ })).toBeDefined());
    expect(api.calls.find((c) => c.path === '/VesselGroups/AddVessel')?.body).toEqual({
      vesselId: fjord.id,
      vesselGroupId: testId('tankers'),
    });
    expect(within(available).getByText(messages.noAvailableVessels)).toBeDefined();
  });

  it("ADMIN-066 ADMIN-143 a new group needs a name of at most 15 characters, in the spec's words", async () => {
    const api = serve();
    renderWithRouter(<VesselGroupsScreen />);
    const form = await screen.findByRole('form', { name: messages.addNewVesselGroup });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(messages.vesselGroupNameRequired)).toBeDefined();
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'A very long group name' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(messages.vesselGroupNameTooLong)).toBeDefined();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/VesselGroups')).toBe(false);
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'Bulkers' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Bulkers (0)' })).toBeDefined();
  });

  it('ADMIN-067 deleting a group asks first, in the spec’s words', async () => {
    serve();
    renderWithRouter(<VesselGroupsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Tankers' }));
    const dialog = await screen.findByRole('dialog', { name: messages.deleteVesselGroupTitle });
    expect(within(dialog).getByText(messages.confirmDeleteVesselGroup)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No vessel groups yet.')).toBeDefined();
  });
});
