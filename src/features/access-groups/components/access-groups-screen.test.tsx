import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { AccessGroupsScreen } from './access-groups-screen.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

const companyId = testId('company');
const nordicStar = { id: testId('v1'), name: 'Nordic Star', imoNumber: 9074729 };
const group = (name: string, isDefault: boolean, vessels = [nordicStar], users: object[] = []) => ({
  id: testId(name),
  name,
  isDefault,
  companyId,
  companyName: 'Northwind Shipping',
  vessels,
  users,
  version: 2,
});

const groups = [
  group('Northwind Shipping', true),
  group(
    'Bulk and tankers',
    false,
    [nordicStar],
    [{ id: testId('u1'), name: 'Ulla User', email: 'user@example.com', role: 'User' }],
  ),
  group('Spare group', false, []),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccessGroupsScreen', () => {
  it('ADMIN-072 ADMIN-080 ADMIN-081 lists name, vessels and users; no actions on the default group, Delete only when empty', async () => {
    installFakeApi({ 'GET /VesselCategories': () => ({ body: groups }) });
    renderWithRouter(<AccessGroupsScreen />);
    const table = await screen.findByRole('table', { name: 'Vessel access groups' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Bulk and tankers',
      'Northwind ShippingDefault',
      'Spare group',
    ]);
    const [tankers, defaultGroup, spare] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(tankers)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 3),
    ).toEqual(['1', '1']);
    expect(within(defaultGroup).queryByRole('link', { name: /Manage/ })).toBeNull();
    expect(within(defaultGroup).queryByRole('button', { name: /Rename/ })).toBeNull();
    expect(within(defaultGroup).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(tankers).getByRole('link', { name: 'Manage Bulk and tankers' })).toBeDefined();
    expect(within(tankers).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(spare).getByRole('button', { name: 'Delete Spare group' })).toBeDefined();
  });

  it("ADMIN-074 shows 'No vessel access groups' when there are none", async () => {
    installFakeApi({ 'GET /VesselCategories': () => ({ body: [] }) });
    renderWithRouter(<AccessGroupsScreen />);
    expect(await screen.findByText('No vessel access groups')).toBeDefined();
  });

  it("ADMIN-074 ADMIN-173 a load failure shows 'Failed to load list.' instead of the empty text", async () => {
    installFakeApi({
      'GET /VesselCategories': () => ({ status: 500, body: { message: 'boom', code: 'INTERNAL' } }),
    });
    renderWithRouter(<AccessGroupsScreen />);
    expect(await screen.findByText('Failed to load list.')).toBeDefined();
    expect(screen.queryByText('No vessel access groups')).toBeNull();
  });

  it('ADMIN-076 ADMIN-144 Create is enabled only for a new name, compared ignoring case', async () => {
    const { calls } = installFakeApi({
      'GET /VesselCategories': () => ({ body: groups }),
      'POST /VesselCategories': () => ({
        status: 201,
        body: group('Gas carriers', false, []),
      }),
    });
    renderWithRouter(<AccessGroupsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add new vessel access group' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/^Name/);
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(name, { target: { value: 'BULK AND TANKERS' } });
    expect(within(dialog).getByText('An access group with that name already exists.')).toBeDefined();
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(name, { target: { value: 'Gas carriers' } });
    expect(create.hasAttribute('disabled')).toBe(false);
    fireEvent.click(create);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/VesselCategories')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Gas carriers' });
  });

  it('ADMIN-144 Rename accepts the original name and shows a save failure from the server', async () => {
    installFakeApi({
      'GET /VesselCategories': () => ({ body: groups }),
      [`PUT /VesselCategories/${testId('Bulk and tankers')}`]: () => ({
        status: 409,
        body: { message: 'Name clash', code: 'CONFLICT' },
      }),
    });
    renderWithRouter(<AccessGroupsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Bulk and tankers' }));
    const dialog = await screen.findByRole('dialog');
    const rename = within(dialog).getByRole('button', { name: 'Rename' });
    expect(rename.hasAttribute('disabled')).toBe(false);
    fireEvent.click(rename);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Name clash');
  });

  it('ADR 0092 a rename sends the version shown; a 412 shows the group as renamed by someone else and says why', async () => {
    const theirs = { ...group('Bulk and tankers', false), name: 'Bulk only', version: 3 };
    const { calls } = installFakeApi({
      'GET /VesselCategories': () => ({ body: groups }),
      [`PUT /VesselCategories/${testId('Bulk and tankers')}`]: () => ({
        status: 412,
        body: { message: 'Changed', code: 'PRECONDITION_FAILED', current: theirs },
      }),
    });
    renderWithRouter(<AccessGroupsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Bulk and tankers' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Tankers only' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      fillMessage(messages.changedByAnotherUser, { thing: 'vessel access group' }),
    );
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe('Bulk only'),
    );
    expect(calls.find((call) => call.method === 'PUT')?.headers?.['if-match']).toBe('"2"');
  });
});
