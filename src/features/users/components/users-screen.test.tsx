import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { buildUser, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { UsersScreen } from './users-screen.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

const now = Date.parse('2026-03-05T12:00:00Z');

const superUser = buildUser({
  id: testId('u-super'),
  name: 'Siri Super',
  email: 'super@example.com',
  userName: 'super@example.com',
  role: 'SuperUser',
  lastActivityDate: '2026-03-05T11:58:00Z',
});
const plainUser = buildUser({
  id: testId('u-user'),
  name: 'anna user',
  email: 'user@example.com',
  userName: 'user@example.com',
  apiKey: '••••••••3f9a',
  lastActivityDate: '2026-03-05T10:00:00Z',
});
const partner = buildUser({
  id: testId('u-partner'),
  name: 'Bo Partner',
  email: 'partner@example.com',
  role: 'KognifaiUser',
});

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Users' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        within(row)
          .getAllByRole('cell')[0]
          ?.textContent?.replace(/^(Online|Offline)/, '') ?? '',
    );
}

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  document.cookie = 'wakeline_users_sort=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('UsersScreen', () => {
  it("ADMIN-018 shows 'LOADING...' and then 'No users exists' for an empty list", async () => {
    installFakeApi({ 'GET /Users/Get': () => ({ body: [] }) });
    renderWithProviders(<UsersScreen currentUser={superUser} />);
    expect(screen.getByText('LOADING...')).toBeDefined();
    expect(await screen.findByText('No users exists')).toBeDefined();
  });

  it('ADMIN-016 ADMIN-019 ADMIN-030 shows the columns, the online dot, and sorts by name ascending by default', async () => {
    installFakeApi({ 'GET /Users/Get': () => ({ body: [superUser, plainUser, partner] }) });
    renderWithProviders(<UsersScreen currentUser={superUser} />);
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers.slice(0, 5)).toEqual(['Name', 'Role', 'Email', 'Last activity (UTC)', 'API Key']);
    expect(rowNames()).toEqual(['anna user', 'Bo Partner', 'Siri Super']);
    const superRow = within(table).getByText('Siri Super').closest('tr') as HTMLElement;
    expect(within(superRow).getByText('Online')).toBeDefined();
    expect(within(superRow).getByText('05. Mar, 2026 11:58')).toBeDefined();
    const userRow = within(table).getByText('anna user').closest('tr') as HTMLElement;
    expect(within(userRow).getByText('Offline')).toBeDefined();
    expect(within(userRow).getByText('••••••••3f9a')).toBeDefined();
  });

  it('ADMIN-030 ADMIN-186 keeps a changed sort in a cookie for 7300 days and reads it back', async () => {
    installFakeApi({ 'GET /Users/Get': () => ({ body: [superUser, plainUser, partner] }) });
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    const first = renderWithProviders(<UsersScreen currentUser={superUser} />);
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(rowNames()).toEqual(['Siri Super', 'Bo Partner', 'anna user']);
    const written = setCookie.mock.calls
      .map(([value]) => value)
      .find((value) => value.startsWith('wakeline_users_sort='));
    expect(written).toContain('wakeline_users_sort=name%3Adesc');
    const expires = Date.parse(/expires=([^;]+)/.exec(written ?? '')?.[1] ?? '');
    expect(Math.round((expires - now) / 86_400_000)).toBe(7300);
    setCookie.mockRestore();
    first.unmount();
    renderWithProviders(<UsersScreen currentUser={superUser} />);
    await screen.findByRole('table', { name: 'Users' });
    expect(rowNames()).toEqual(['Siri Super', 'Bo Partner', 'anna user']);
  });

  it('ADMIN-021 the View dialog is titled User information and read-only', async () => {
    installFakeApi({ 'GET /Users/Get': () => ({ body: [superUser, plainUser] }) });
    renderWithProviders(<UsersScreen currentUser={superUser} />);
    fireEvent.click(await screen.findByRole('button', { name: 'View anna user' }));
    const dialog = await screen.findByRole('dialog', { name: 'User information' });
    for (const label of ['Email', 'Name', 'Title', 'Phone number', 'Role', 'API key']) {
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).readOnly).toBe(true);
    }
  });

  it('ADMIN-169 a 409 on create shows the server text in the dialog', async () => {
    const { calls } = installFakeApi({
      'GET /Users/Get': () => ({ body: [superUser] }),
      'POST /Users/Post': () => ({
        status: 409,
        body: { message: 'A user with that email already exists.', code: 'CONFLICT' },
      }),
    });
    renderWithProviders(<UsersScreen currentUser={superUser} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add new user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new user' });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'elsewhere@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Else Where' } });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Master' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A user with that email already exists.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      email: 'elsewhere@example.com',
      name: 'Else Where',
      title: 'Master',
      role: 'User',
    });
  });

  it("ADMIN-170 a failed delete without a server message shows 'An error occurred.'", async () => {
    installFakeApi({
      'GET /Users/Get': () => ({ body: [superUser, plainUser] }),
      [`DELETE /Users/${testId('u-user')}`]: () => ({ status: 500 }),
    });
    renderWithProviders(<UsersScreen currentUser={superUser} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete anna user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An error occurred.');
  });

  it('ADMIN-017 nobody is offered Delete on their own row', async () => {
    installFakeApi({ 'GET /Users/Get': () => ({ body: [superUser, plainUser] }) });
    renderWithProviders(<UsersScreen currentUser={superUser} />);
    await screen.findByRole('button', { name: 'Delete anna user' });
    expect(screen.queryByRole('button', { name: 'Delete Siri Super' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Siri Super' })).toBeDefined());
  });

  it('ADR 0092 an edit sends the version it was read at; a 412 shows the user as saved now and says why', async () => {
    const theirs = { ...plainUser, title: 'Chief engineer', version: plainUser.version + 1 };
    const { calls } = installFakeApi({
      'GET /Users/Get': () => ({ body: [superUser, plainUser] }),
      'PUT /Users/Put': () => ({
        status: 412,
        body: { message: 'Changed', code: 'PRECONDITION_FAILED', current: theirs },
      }),
    });
    renderWithProviders(<UsersScreen currentUser={superUser} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit anna user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Master' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      fillMessage(messages.changedByAnotherUser, { thing: 'user' }),
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Chief engineer'),
    );
    expect(calls.find((call) => call.method === 'PUT')?.headers?.['if-match']).toBe(`"${plainUser.version}"`);
  });
});
