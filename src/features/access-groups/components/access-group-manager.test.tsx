import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../domain/contracts/users.ts';
import { messages } from '../../../../domain/messages.ts';
import {
  buildUser,
  buildVessel,
  installFakeApi,
  testId,
  type FakeResponse,
} from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { AccessGroupManager } from './access-group-manager.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

const companyId = testId('company');
const otherCompanyId = testId('other-company');

const group = {
  id: testId('g-tankers'),
  name: 'Bulk and tankers',
  isDefault: false,
  companyId,
  companyName: 'Northwind Shipping',
  vessels: [{ id: testId('v1'), name: 'Nordic Star', imoNumber: 9074729 }],
  users: [{ id: testId('u1'), name: 'Ulla User', email: 'user@example.com', role: 'User' }],
  version: 1,
};

const vessel = (id: string, name: string) => buildVessel({ id, name, companyId });
const user = (id: string, name: string, role: User['role'], company = companyId) =>
  buildUser({ id, name, role, companyId: company });

function serve(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /VesselCategories': () => ({
      body: [group, { ...group, id: testId('g-default'), name: 'Northwind', isDefault: true }],
    }),
    'GET /Vessels': () => ({
      body: [vessel(testId('v1'), 'Nordic Star'), vessel(testId('v2'), 'Aurora Tanker')],
    }),
    'GET /Users/Get': () => ({
      body: [
        user(testId('u1'), 'Ulla User', 'User'),
        user(testId('u2'), 'Paul Partner', 'KognifaiUser'),
        user(testId('u3'), 'Sam Super', 'SuperUser'),
        user(testId('u4'), 'Otto Other', 'User', otherCompanyId),
      ],
    }),
    ...overrides,
  });
}

function section(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccessGroupManager', () => {
  it('ADMIN-077 is titled with the group name, has Back, and four tables of members and candidates', async () => {
    const onBack = vi.fn();
    serve();
    renderWithProviders(<AccessGroupManager groupId={group.id} onBack={onBack} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk and tankers' })).toBeDefined();
    await screen.findByRole('button', { name: 'Add Aurora Tanker' });
    expect(
      within(section('Vessels in access group')).getByRole('button', { name: 'Remove Nordic Star' }),
    ).toBeDefined();
    expect(within(section('Available vessels')).queryByText('Nordic Star')).toBeNull();
    expect(
      within(section('Users in access group')).getByRole('button', { name: 'Remove Ulla User' }),
    ).toBeDefined();
    const available = within(section('Available users'));
    expect(available.getByRole('button', { name: 'Add Paul Partner' })).toBeDefined();
    expect(available.queryByText('Sam Super')).toBeNull();
    expect(available.queryByText('Otto Other')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('ADMIN-078 shows the empty texts of the four tables', async () => {
    serve({
      'GET /VesselCategories': () => ({ body: [{ ...group, vessels: [], users: [] }] }),
      'GET /Vessels': () => ({ body: [] }),
      'GET /Users/Get': () => ({ body: [] }),
    });
    renderWithProviders(<AccessGroupManager groupId={group.id} onBack={vi.fn()} />);
    for (const text of [
      'No vessels in access group',
      'No available vessels',
      'No users in access group',
      'No available users',
    ]) {
      expect(await screen.findByText(text)).toBeDefined();
    }
  });

  it('ADMIN-163 adds a vessel with {vesselId, vesselCategoryId}', async () => {
    const { calls } = serve({ 'POST /VesselCategories/AddVessel': () => ({ body: group }) });
    renderWithProviders(<AccessGroupManager groupId={group.id} onBack={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Aurora Tanker' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/VesselCategories/AddVessel')).toBe(true));
    expect(calls.find((c) => c.path === '/VesselCategories/AddVessel')?.body).toEqual({
      vesselId: testId('v2'),
      vesselCategoryId: testId('g-tankers'),
    });
  });

  it("ADMIN-175 ADMIN-176 a failed add shows 'Failed to add user.', cleared when the next action starts", async () => {
    let releaseRemove: (value: FakeResponse) => void = () => {};
    serve({
      'POST /VesselCategories/AddUser': () => ({
        status: 500,
        body: { message: 'db down', code: 'INTERNAL' },
      }),
      'POST /VesselCategories/RemoveVessel': () =>
        new Promise<FakeResponse>((resolve) => (releaseRemove = resolve)),
    });
    renderWithProviders(<AccessGroupManager groupId={group.id} onBack={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Paul Partner' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to add user.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Nordic Star' }));
    await waitFor(() => expect(screen.queryByText('Failed to add user.')).toBeNull());
    releaseRemove({ body: group });
  });

  it('ADMIN-174 ADMIN-079 a failed load of available vessels opens the critical-error dialog with Retry and Close', async () => {
    let vesselsFail = true;
    const onBack = vi.fn();
    serve({
      'GET /Vessels': () =>
        vesselsFail
          ? { status: 500, body: { message: '', code: 'INTERNAL' } }
          : { body: [vessel(testId('v2'), 'Aurora Tanker')] },
    });
    renderWithProviders(<AccessGroupManager groupId={group.id} onBack={onBack} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Failed to load list of available vessels.')).toBeDefined();
    vesselsFail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Add Aurora Tanker' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onBack).not.toHaveBeenCalled();
  });

  it('ADMIN-174 a failed load of available users offers Close, which leaves the manage screen', async () => {
    const onBack = vi.fn();
    serve({ 'GET /Users/Get': () => ({ status: 503, body: {} }) });
    renderWithProviders(<AccessGroupManager groupId={group.id} onBack={onBack} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Failed to load list of available users.')).toBeDefined();
    expect(screen.queryByText('No available users')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('ADMIN-080 a default group cannot be managed', async () => {
    serve();
    renderWithProviders(<AccessGroupManager groupId={testId('g-default')} onBack={vi.fn()} />);
    expect(await screen.findByText(messages.defaultAccessGroupFixed)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Available vessels' })).toBeNull();
  });
});
