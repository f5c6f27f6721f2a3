import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { buildUser, installFakeApi } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { CompaniesScreen } from './companies-screen.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

const northwind = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Northwind Shipping',
  contactName: 'Nora North',
  contactPhone: '+47 555 0100',
  contactEmail: 'ops@northwind.example',
  subscriptionStatus: 'Active',
  dcMasterDataCompanyId: 'NW-001',
  notes: 'Bulk and tankers',
  createdDate: '2025-01-15T08:00:00Z',
  vesselCount: 5,
  version: 3,
};
const empty = {
  ...northwind,
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Atlantic Ferries',
  vesselCount: 0,
  subscriptionStatus: 'Suspended',
};

beforeEach(() => {
  document.cookie = 'wakeline_companies_sort=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function rows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Companies' }))
    .getAllByRole('row')
    .slice(1);
}

describe('CompaniesScreen', () => {
  it('ADMIN-031 ADMIN-039 lists Company, Created, Vessels and Subscription status, by company ascending', async () => {
    installFakeApi({ 'GET /Companies': () => ({ body: [northwind, empty] }) });
    renderWithProviders(<CompaniesScreen currentCompanyId={northwind.id} goHomeAndReload={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Companies' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers.slice(0, 4)).toEqual(['Company', 'Created', 'Vessels', 'Subscription status']);
    const cells = rows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Atlantic Ferries', '15. Jan, 2025', '0', 'Suspended'],
      ['Northwind ShippingCurrent', '15. Jan, 2025', '5', 'Active'],
    ]);
  });

  it('ADMIN-033 offers Delete only for a company without vessels, and the confirmation names it', async () => {
    const { calls } = installFakeApi({
      'GET /Companies': () => ({ body: [northwind, empty] }),
      [`DELETE /Companies/${empty.id}`]: () => ({ status: 204 }),
    });
    renderWithProviders(<CompaniesScreen currentCompanyId={northwind.id} goHomeAndReload={vi.fn()} />);
    await screen.findByRole('table', { name: 'Companies' });
    expect(screen.queryByRole('button', { name: 'Delete Northwind Shipping' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Atlantic Ferries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete company' });
    expect(within(dialog).getByText('Are you sure you want to delete Atlantic Ferries?')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.headers?.['if-match']).toBe('"3"');
  });

  it('ADR 0092 an edit sends the version it was read at; a 412 shows the saved company in the form and says why', async () => {
    const theirs = { ...northwind, notes: 'Changed by Anna', version: 4 };
    const { calls } = installFakeApi({
      'GET /Companies': () => ({ body: [northwind] }),
      [`PUT /Companies/${northwind.id}`]: () => ({
        status: 412,
        body: {
          message: 'This record was changed by someone else since this change was made.',
          code: 'PRECONDITION_FAILED',
          current: theirs,
        },
      }),
    });
    renderWithProviders(<CompaniesScreen currentCompanyId={null} goHomeAndReload={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Northwind Shipping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' });
    fireEvent.change(within(dialog).getByLabelText(/^Notes/), { target: { value: 'Changed by Bert' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      fillMessage(messages.changedByAnotherUser, { thing: 'company' }),
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Notes/) as HTMLTextAreaElement).value).toBe('Changed by Anna'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.headers?.['if-match']).toBe('"3"');
  });

  it('ADMIN-036 the info panel shows the company read-only', async () => {
    installFakeApi({ 'GET /Companies': () => ({ body: [northwind] }) });
    renderWithProviders(<CompaniesScreen currentCompanyId={null} goHomeAndReload={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'View Northwind Shipping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Northwind Shipping' });
    const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(value('Id')).toBe(northwind.id);
    expect(value('Contact email')).toBe('ops@northwind.example');
    expect(value('Status')).toBe('Active');
    expect(value('DC Master Data Company Id')).toBe('NW-001');
    expect(value('Notes')).toBe('Bulk and tankers');
  });

  it('ADMIN-038 View as company switches the session, then goes home and reloads', async () => {
    const goHomeAndReload = vi.fn();
    const { calls } = installFakeApi({
      'GET /Companies': () => ({ body: [northwind, empty] }),
      [`POST /Users/SetCompany/${empty.id}`]: () => ({
        body: buildUser({ role: 'Administrator', companyId: empty.id }),
      }),
    });
    renderWithProviders(
      <CompaniesScreen currentCompanyId={northwind.id} goHomeAndReload={goHomeAndReload} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'View as company: Atlantic Ferries' }));
    await waitFor(() => expect(goHomeAndReload).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.method === 'POST' && c.path === `/Users/SetCompany/${empty.id}`)).toBe(true);
  });

  it('ADMIN-170 a failed save shows the server message in the dialog', async () => {
    installFakeApi({
      'GET /Companies': () => ({ body: [northwind] }),
      'POST /Companies': () => ({
        status: 409,
        body: { message: 'A company with that name already exists.', code: 'CONFLICT' },
      }),
    });
    renderWithProviders(<CompaniesScreen currentCompanyId={null} goHomeAndReload={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add new company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new company' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Baltic Bulk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A company with that name already exists.',
    );
  });
});
