import { Notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import {
  buildCompanyRecord,
  buildVessel,
  goOffline,
  installFakeApi,
  testId,
  type FakeResponse,
} from '../../../../tests/support/fake-api.ts';
import { chooseOption, renderWithProviders } from '../../../lib/testing.tsx';
import type { AdminView } from '../vessel-admin-rules.ts';
import { VesselAdministrationScreen } from './vessel-administration-screen.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // TanStack Query's online manager follows these events app-wide: back online for the next test.
  window.dispatchEvent(new Event('online'));
});

const northwind = buildCompanyRecord({ id: testId('va-northwind'), vesselCount: 2 });
const baltic = buildCompanyRecord({ id: testId('va-baltic'), name: 'Baltic Bulk' });

function adminVessel(name: string, overrides: Partial<VesselAdministration> = {}): VesselAdministration {
  return {
    ...buildVessel({
      id: testId(`va-${name}`),
      name,
      companyId: northwind.id,
      companyName: northwind.name,
      activeStatus: 'Assigned',
      created: '2025-02-03T10:00:00.000Z',
      lastExportDate: '2025-03-04T05:06:00.000Z',
    }),
    accessGroupCount: 1,
    ...overrides,
  };
}

const orphan = adminVessel('Lone Gull', {
  imoNumber: 9074729,
  activeStatus: 'Unassigned',
  companyId: null,
  companyName: null,
});
const active = adminVessel('Nordic Star', {
  imoNumber: 1234567,
  activeStatus: 'Active',
  isDataReceiver: true,
});
const assigned = adminVessel('Arctic Tern', { imoNumber: 12345, activeStatus: 'Assigned' });
const archived = adminVessel('Old Salt', { imoNumber: 7654321, activeStatus: 'Archived' });
const everyVessel = [orphan, active, assigned, archived];

const diagnostics = { id: testId('f-diagnostics'), name: 'Diagnostics', displayName: 'Diagnostics' };
const charterParty = { id: testId('f-charter'), name: 'CharterParty', displayName: 'Charter party' };

type Handlers = Parameters<typeof installFakeApi>[0];

/**
 * The fake server: the vessels, the companies, the feature catalogue and the Find answers. It keeps
 * the vessels a write answers, so the reads that follow see the change as a real server's would.
 */
function server(overrides: Handlers = {}, vessels: VesselAdministration[] = everyVessel): Handlers {
  const records = new Map(vessels.map((vessel) => [vessel.id, vessel]));
  const current = () => [...records.values()];
  const keeping = Object.fromEntries(
    Object.entries(overrides).map(([key, handler]) => [
      key,
      async (request: Parameters<Handlers[string]>[0]) => {
        const result = await handler(request);
        const body = result.body as Partial<VesselAdministration> | undefined;
        if (!key.startsWith('GET') && body?.id && body.activeStatus)
          records.set(body.id, body as VesselAdministration);
        return result;
      },
    ]),
  );
  return {
    'GET /VesselAdministrations': () => ({ body: current() }),
    'GET /Companies': () => ({ body: [northwind, baltic] }),
    'GET /Features': () => ({ body: [diagnostics, charterParty] }),
    'GET /VesselAdministrations/Find': ({ url }) => {
      if (url.searchParams.get('isDataReceiver') === 'true')
        return { body: current().filter((vessel) => vessel.isDataReceiver) };
      const imoNumber = Number(url.searchParams.get('imoNumber'));
      const companyId = url.searchParams.get('companyId');
      return {
        body: current().filter((vessel) => vessel.imoNumber === imoNumber && vessel.companyId === companyId),
      };
    },
    ...Object.fromEntries(
      vessels.map((vessel) => [
        `GET /VesselAdministrations/${vessel.id}`,
        () => ({ body: records.get(vessel.id) }),
      ]),
    ),
    ...keeping,
  };
}

function renderScreen(initial: AdminView) {
  const onViewChange = vi.fn();
  function Harness() {
    const [view, setView] = useState(initial);
    return (
      <VesselAdministrationScreen
        view={view}
        onViewChange={(next) => {
          onViewChange(next);
          setView(next);
        }}
      />
    );
  }
  renderWithProviders(
    <>
      <Notifications />
      <Harness />
    </>,
  );
  return { onViewChange };
}

async function tableOf(name: string): Promise<HTMLElement> {
  return screen.findByRole('table', { name });
}

function rowOf(table: HTMLElement, vesselName: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(vesselName, { exact: true }));
  if (!row) throw new Error(`no row for ${vesselName}`);
  return row;
}

function actionNames(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((text) => text !== 'Save');
}

const listReads = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/VesselAdministrations').length;

describe('VesselAdministrationScreen: the lists', () => {
  it('ADMIN-040 ADMIN-042 ADMIN-057 the four tabs, and the columns with dates and the zero-padded IMO number', async () => {
    installFakeApi(server());
    renderScreen({ tab: 'Assigned' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Unassigned vessels', 'Assigned vessels', 'Archived vessels', 'Add vessel']);
    const table = await tableOf('Assigned vessels');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers.slice(0, 6)).toEqual([
      'Id',
      'Vessel name',
      'Last data sent',
      'Created',
      'IMO number',
      'Company',
    ]);
    const cells = within(rowOf(table, 'Arctic Tern'))
      .getAllByRole('cell')
      .slice(0, 6)
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      assigned.id,
      'Arctic Tern',
      '04. Mar, 2025 05:06',
      '03. Feb, 2025',
      'IMO 0012345',
      'Northwind Shipping',
    ]);
    // ADMIN-114: Active and Assigned vessels share the tab; the others are not in it.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByText('Old Salt')).toBeNull();
  });

  it('ADMIN-044 every column sorts, and a second click reverses the order', async () => {
    installFakeApi(server());
    renderScreen({ tab: 'Assigned' });
    const table = await tableOf('Assigned vessels');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names()).toEqual(['Arctic Tern', 'Nordic Star']);
    fireEvent.click(within(table).getByRole('button', { name: /IMO number/ }));
    expect(names()).toEqual(['Arctic Tern', 'Nordic Star']);
    fireEvent.click(within(table).getByRole('button', { name: /IMO number/ }));
    expect(names()).toEqual(['Nordic Star', 'Arctic Tern']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /IMO number/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('ADMIN-045 ADMIN-046 ADMIN-047 each tab offers exactly the actions the lifecycle allows', async () => {
    installFakeApi(server());
    const { onViewChange } = renderScreen({ tab: 'Unassigned' });
    expect(actionNames(rowOf(await tableOf('Unassigned vessels'), 'Lone Gull'))).toEqual(['Edit']);

    fireEvent.click(screen.getByRole('tab', { name: 'Assigned vessels' }));
    expect(onViewChange).toHaveBeenLastCalledWith({ tab: 'Assigned' });
    const assignedTable = await tableOf('Assigned vessels');
    expect(actionNames(rowOf(assignedTable, 'Nordic Star'))).toEqual([
      'Edit',
      'Deactivate',
      'Unassign',
      'Archive',
    ]);
    expect(actionNames(rowOf(assignedTable, 'Arctic Tern'))).toEqual([
      'Edit',
      'Activate',
      'Unassign',
      'Archive',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Archived vessels' }));
    expect(actionNames(rowOf(await tableOf('Archived vessels'), 'Old Salt'))).toEqual([
      'Reactivate',
      'Delete',
    ]);
  });

  it('ADMIN-049 ADMIN-050 ADMIN-117 Deactivate and Archive call the server, the list is read again, Archive returns to the assigned list', async () => {
    const { calls } = installFakeApi(
      server({
        [`POST /VesselAdministrations/${active.id}/DeactivateVessel`]: () => ({
          body: { ...active, activeStatus: 'Assigned' },
        }),
        [`POST /VesselAdministrations/${assigned.id}/ArchiveVessel`]: () => ({
          body: { ...assigned, activeStatus: 'Archived' },
        }),
      }),
    );
    const { onViewChange } = renderScreen({ tab: 'Assigned' });
    const table = await tableOf('Assigned vessels');
    const readsBefore = listReads(calls);
    fireEvent.click(within(table).getByRole('button', { name: 'Deactivate Nordic Star' }));
    await waitFor(() => expect(listReads(calls)).toBe(readsBefore + 1));
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/DeactivateVessel'))).toBe(
      true,
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Archive Arctic Tern' }));
    await waitFor(() => expect(onViewChange).toHaveBeenLastCalledWith({ tab: 'Assigned' }));
    await waitFor(() => expect(listReads(calls)).toBe(readsBefore + 2));
  });

  it('ADMIN-048 ADMIN-116 Delete asks "Are you sure you want to delete {name}?" and deletes only when confirmed', async () => {
    const { calls } = installFakeApi(
      server({ [`DELETE /VesselAdministrations/${archived.id}`]: () => ({ status: 204 }) }),
    );
    renderScreen({ tab: 'Archived' });
    const table = await tableOf('Archived vessels');
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Old Salt' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete vessel' });
    expect(within(dialog).getByText('Are you sure you want to delete Old Salt?')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: 'Delete Old Salt' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete vessel' });
    const readsBefore = listReads(calls);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.method === 'DELETE' && call.path === `/VesselAdministrations/${archived.id}`,
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(listReads(calls)).toBe(readsBefore + 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ADMIN-049 a refused action shows the server’s message, else "An error occurred."', async () => {
    installFakeApi(
      server({
        [`POST /VesselAdministrations/${assigned.id}/ArchiveVessel`]: () => ({ status: 500 }),
        [`POST /VesselAdministrations/${archived.id}/ReactivateVessel`]: () => ({
          status: 409,
          body: { message: 'A vessel that is Assigned cannot be reactivated.', code: 'CONFLICT' },
        }),
      }),
    );
    renderScreen({ tab: 'Archived' });
    fireEvent.click(
      within(await tableOf('Archived vessels')).getByRole('button', { name: 'Reactivate Old Salt' }),
    );
    expect(await screen.findByText('A vessel that is Assigned cannot be reactivated.')).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Assigned vessels' }));
    fireEvent.click(
      within(await tableOf('Assigned vessels')).getByRole('button', { name: 'Archive Arctic Tern' }),
    );
    expect(await screen.findByText('An error occurred.')).toBeDefined();
  });

  it('ADMIN-043 ADMIN-056 ADMIN-115 the assign row asks the server first, says when the company holds the IMO number, and assigns otherwise', async () => {
    const holder = adminVessel('Twin', {
      imoNumber: orphan.imoNumber,
      companyId: baltic.id,
      companyName: baltic.name,
    });
    const { calls } = installFakeApi(
      server(
        {
          [`POST /VesselAdministrations/${orphan.id}/Assign`]: () => ({
            body: {
              ...orphan,
              activeStatus: 'Assigned',
              companyId: northwind.id,
              companyName: northwind.name,
            },
          }),
        },
        [...everyVessel, holder],
      ),
    );
    renderScreen({ tab: 'Unassigned' });
    const row = rowOf(await tableOf('Unassigned vessels'), 'Lone Gull');
    const save = within(row).getByRole('button', { name: 'Save the company of Lone Gull' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await chooseOption('Company for Lone Gull', 'Baltic Bulk');
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'A vessel with this IMO number exists in this company',
    );
    expect(save.hasAttribute('disabled')).toBe(true);

    await chooseOption('Company for Lone Gull', 'Northwind Shipping');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    expect(within(row).queryByRole('alert')).toBeNull();
    const asked = calls
      .filter((call) => call.path === '/VesselAdministrations/Find')
      .map((call) => call.query);
    expect(asked).toContain(`?imoNumber=${orphan.imoNumber}&companyId=${northwind.id}`);
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/Assign'))?.body).toEqual({
        vesselId: orphan.id,
        companyId: northwind.id,
      }),
    );
  });

  it('ADMIN-056 a 409 of the Assign call is shown under the row', async () => {
    installFakeApi(
      server({
        [`POST /VesselAdministrations/${orphan.id}/Assign`]: () => ({
          status: 409,
          body: { message: 'A vessel with this IMO number exists in this company', code: 'CONFLICT' },
        }),
      }),
    );
    renderScreen({ tab: 'Unassigned' });
    const row = rowOf(await tableOf('Unassigned vessels'), 'Lone Gull');
    await chooseOption('Company for Lone Gull', 'Northwind Shipping');
    const save = within(row).getByRole('button', { name: 'Save the company of Lone Gull' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'A vessel with this IMO number exists in this company',
    );
  });
});

describe('VesselAdministrationScreen: states', () => {
  it('ADMIN-040 shows loading, then an empty text of its own per tab', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    installFakeApi(
      server({
        'GET /VesselAdministrations': () =>
          new Promise<FakeResponse>((resolve) => {
            answer = resolve;
          }),
      }),
    );
    renderScreen({ tab: 'Archived' });
    expect(await screen.findByText('LOADING...')).toBeDefined();
    answer({ body: [orphan] });
    expect(await screen.findByText('No archived vessels')).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Assigned vessels' }));
    expect(await screen.findByText('No assigned vessels')).toBeDefined();
  });

  it('ADMIN-040 a failed read shows "Failed to refresh vessels" with Retry', async () => {
    installFakeApi(server({ 'GET /VesselAdministrations': () => ({ status: 500 }) }));
    renderScreen({ tab: 'Assigned' });
    const alert = (await screen.findByText('Failed to refresh vessels')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the failure is not an alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
  });

  it('ADMIN-040 offline the page says it needs the server instead of failing', async () => {
    goOffline();
    renderScreen({ tab: 'Assigned' });
    expect(await screen.findByText(/Vessel administration needs a connection to the server/)).toBeDefined();
    expect(screen.queryByText('Failed to refresh vessels')).toBeNull();
  });

  it('ADMIN-040 going offline keeps the vessels read before and disables every change', async () => {
    installFakeApi(server());
    renderScreen({ tab: 'Assigned' });
    const table = await tableOf('Assigned vessels');
    goOffline();
    fireEvent(window, new Event('offline'));
    expect(await screen.findByText(/Vessel administration needs a connection to the server/)).toBeDefined();
    expect(within(table).getByRole('button', { name: 'Archive Nordic Star' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(table).getByRole('button', { name: 'Edit Nordic Star' }).hasAttribute('disabled')).toBe(
      false,
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Nordic Star' }));
    const form = await screen.findByRole('form', { name: 'Edit Nordic Star' });
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('ADMIN-041 leaving the edit tab reads the vessels again', async () => {
    const { calls } = installFakeApi(server());
    renderScreen({ tab: 'Assigned' });
    await tableOf('Assigned vessels');
    fireEvent.click(screen.getByRole('tab', { name: 'Add vessel' }));
    await screen.findByRole('form', { name: 'Add vessel' });
    const readsBefore = listReads(calls);
    fireEvent.click(screen.getByRole('tab', { name: 'Assigned vessels' }));
    await waitFor(() => expect(listReads(calls)).toBe(readsBefore + 1));
  });
});

function field(label: RegExp | string): HTMLInputElement {
  return screen.getByRole('textbox', { name: label }) as HTMLInputElement;
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillValidVessel() {
  type(/^Vessel Name/, 'Sea Breeze');
  type(/^IMO Number/, '9074729');
  type(/^Draft/, '11.5');
  type(/^Power MCR/, '9500');
}

describe('VesselAdministrationScreen: the vessel form', () => {
  it('ADMIN-051 ADMIN-053 the add form has the spec’s fields, the company and Create', async () => {
    installFakeApi(server());
    renderScreen({ tab: 'Edit' });
    const form = await screen.findByRole('form', { name: 'Add vessel' });
    const labels = [
      /^Vessel Name/,
      /^IMO Number/,
      /^Draft/,
      /^Ballast Draft High/,
      /^Ballast Draft Low/,
      /^Laden Draft High/,
      /^Laden Draft Low/,
      /^Power MCR/,
      /^Shaft speed MCR/,
    ];
    for (const label of labels) expect(within(form).getByRole('textbox', { name: label })).toBeDefined();
    expect(within(form).getByRole('combobox', { name: 'Number of shafts' })).toBeDefined();
    expect(within(form).getByRole('combobox', { name: 'Company' })).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Create' })).toBeDefined();
  });

  it('ADMIN-132 ADMIN-133 ADMIN-135 ADMIN-137 saving an empty form marks every required field with the spec’s words', async () => {
    const { calls } = installFakeApi(server());
    renderScreen({ tab: 'Edit' });
    const form = await screen.findByRole('form', { name: 'Add vessel' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    for (const message of [
      'Vessel name is required',
      'IMO number is required',
      'The Draft field is required',
      'The Max Continuous Rating field is required',
    ]) {
      expect(await within(form).findByText(message)).toBeDefined();
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('ADMIN-132 ADMIN-133 ADMIN-135 ADMIN-136 ADMIN-138 a field shows its message once left', async () => {
    installFakeApi(server());
    renderScreen({ tab: 'Edit' });
    await screen.findByRole('form', { name: 'Add vessel' });
    const cases: [RegExp, string, string][] = [
      [/^Vessel Name/, 'A'.repeat(31), 'Vessel name may not be longer than 30 characters'],
      [/^IMO Number/, 'abc', 'IMO number must be a number'],
      [/^Draft/, '26', 'The Draft field must be between 0 and 25'],
      [/^Ballast Draft High/, 'x', 'The Ballast Draft High field must be a number'],
      [/^Laden Draft Low/, '-1', 'The Laden Draft Low field must be between 0 and 25'],
      [/^Shaft speed MCR/, '-2', 'The Speed Max Continuous Rating field must be greater than 0'],
    ];
    for (const [label, value, message] of cases) {
      type(label, value);
      fireEvent.blur(field(label));
      expect(await screen.findByText(message)).toBeDefined();
    }
    type(/^IMO Number/, '12345678');
    expect(await screen.findByText('Imo number must be a 7 digit number')).toBeDefined();
  });

  it('ADMIN-134 a failing IMO check digit warns but does not block Create', async () => {
    const { calls } = installFakeApi(
      server({
        'POST /VesselAdministrations': ({ body }) => ({
          body: adminVessel('Sea Breeze', {
            id: testId('va-new'),
            imoNumber: (body as { imoNumber: number }).imoNumber,
            activeStatus: 'Unassigned',
            companyId: null,
            companyName: null,
          }),
        }),
      }),
    );
    renderScreen({ tab: 'Edit' });
    await screen.findByRole('form', { name: 'Add vessel' });
    fillValidVessel();
    expect(screen.queryByText(/is not its check digit/)).toBeNull();
    type(/^IMO Number/, '9074728');
    expect(await screen.findByText(/is not its check digit/)).toBeDefined();
    expect(field(/^IMO Number/).getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ imoNumber: 9074728 }),
    );
  });

  it('ADMIN-055 a vessel created with a company opens the assigned list', async () => {
    const { calls } = installFakeApi(
      server({
        'POST /VesselAdministrations': () => ({
          body: adminVessel('Sea Breeze', { id: testId('va-new'), activeStatus: 'Assigned' }),
        }),
      }),
    );
    const { onViewChange } = renderScreen({ tab: 'Edit' });
    await screen.findByRole('form', { name: 'Add vessel' });
    fillValidVessel();
    await chooseOption('Company', 'Northwind Shipping');
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(onViewChange).toHaveBeenLastCalledWith({ tab: 'Assigned' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Sea Breeze',
      imoNumber: 9074729,
      draftMean: 11.5,
      ballastDraftHigh: null,
      ballastDraftLow: null,
      ladenDraftHigh: null,
      ladenDraftLow: null,
      maxContinuousRating: 9500,
      speedMaxContinuousRating: null,
      companyId: northwind.id,
    });
    expect(await tableOf('Assigned vessels')).toBeDefined();
  });

  it('ADMIN-055 a vessel created without a company opens the unassigned list', async () => {
    installFakeApi(
      server({
        'POST /VesselAdministrations': () => ({
          body: adminVessel('Sea Breeze', {
            id: testId('va-new'),
            activeStatus: 'Unassigned',
            companyId: null,
            companyName: null,
          }),
        }),
      }),
    );
    const { onViewChange } = renderScreen({ tab: 'Edit' });
    await screen.findByRole('form', { name: 'Add vessel' });
    fillValidVessel();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onViewChange).toHaveBeenLastCalledWith({ tab: 'Unassigned' }));
  });

  it('ADMIN-056 Create is disabled while the chosen company holds the IMO number', async () => {
    installFakeApi(server());
    renderScreen({ tab: 'Edit' });
    await screen.findByRole('form', { name: 'Add vessel' });
    fillValidVessel();
    type(/^IMO Number/, String(active.imoNumber));
    await chooseOption('Company', 'Northwind Shipping');
    expect(await screen.findByText('A vessel with this IMO number exists in this company')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
    await chooseOption('Company', 'Baltic Bulk');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('ADMIN-053 ADMIN-054 editing a vessel: Save, the IMO number not editable, the company shown with Unassign', async () => {
    const { calls } = installFakeApi(
      server({
        [`PUT /VesselAdministrations/${assigned.id}`]: ({ body }) => ({
          body: { ...assigned, ...(body as object) },
        }),
      }),
    );
    const { onViewChange } = renderScreen({ tab: 'Edit', vesselId: assigned.id });
    const form = await screen.findByRole('form', { name: 'Edit Arctic Tern' });
    expect(screen.getByRole('tab', { name: 'Edit vessel' })).toBeDefined();
    expect(
      within(form)
        .getByRole('textbox', { name: /^IMO Number/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(form).queryByRole('combobox', { name: 'Company' })).toBeNull();
    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByText('Northwind Shipping')).toBeDefined();
    expect(within(company).getByRole('button', { name: 'Unassign' })).toBeDefined();

    type(/^Vessel Name/, 'Arctic Tern II');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onViewChange).toHaveBeenLastCalledWith({ tab: 'Assigned' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Arctic Tern II' });
    expect(put?.body).not.toHaveProperty('imoNumber');
    expect(put?.headers?.['if-match']).toBe(`"${assigned.version}"`);
  });

  it('ADR 0092 a save refused as stale (412) refills the form with the saved vessel, says so, and the next save is based on it', async () => {
    const theirs = { ...assigned, name: 'Arctic Tern by Anna', version: assigned.version + 1 };
    let stored = assigned;
    const { calls } = installFakeApi(
      server({
        [`GET /VesselAdministrations/${assigned.id}`]: () => ({ body: stored }),
        [`PUT /VesselAdministrations/${assigned.id}`]: ({ body }) => {
          const refuse = stored === assigned;
          stored = theirs;
          return refuse
            ? {
                status: 412,
                body: {
                  message: 'This record was changed by someone else since this change was made.',
                  code: 'PRECONDITION_FAILED',
                  current: theirs,
                },
              }
            : { body: { ...theirs, ...(body as object), version: theirs.version + 1 } };
        },
      }),
    );
    const { onViewChange } = renderScreen({ tab: 'Edit', vesselId: assigned.id });
    const form = await screen.findByRole('form', { name: 'Edit Arctic Tern' });
    type(/^Vessel Name/, 'Arctic Tern by Bert');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(fillMessage(messages.changedByAnotherUser, { thing: 'vessel' })),
    ).toBeDefined();
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: /^Vessel Name/ }) as HTMLInputElement).value).toBe(
        'Arctic Tern by Anna',
      ),
    );
    expect(onViewChange).not.toHaveBeenCalledWith({ tab: 'Assigned' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onViewChange).toHaveBeenLastCalledWith({ tab: 'Assigned' }));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.headers?.['if-match'])).toEqual([
      `"${assigned.version}"`,
      `"${theirs.version}"`,
    ]);
  });
});

describe('VesselAdministrationScreen: data receiver and features', () => {
  it('ADMIN-052 ADMIN-119 the current data receiver with its IMO number, and making the edited vessel the receiver', async () => {
    const { calls } = installFakeApi(
      server({
        [`POST /VesselAdministrations/${assigned.id}/SetDataReceiver`]: () => ({
          body: { ...assigned, isDataReceiver: true },
        }),
      }),
    );
    renderScreen({ tab: 'Edit', vesselId: assigned.id });
    const panel = await screen.findByRole('region', { name: 'Current data receiver' });
    expect(await within(panel).findByText('Nordic Star')).toBeDefined();
    expect(within(panel).getByText(/IMO 1234567/)).toBeDefined();
    fireEvent.click(within(panel).getByRole('button', { name: 'Make this vessel the data receiver' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/SetDataReceiver'))).toBe(true));
    expect(await within(panel).findByRole('button', { name: 'Stop receiving' })).toBeDefined();
  });

  it('ADR 0092 a data-receiver call of the edit page moves the vessel on a version; the next Save is based on that one, not refused', async () => {
    const receiver = { ...assigned, isDataReceiver: true, version: assigned.version + 1 };
    let stored = assigned;
    const { calls } = installFakeApi(
      server({
        [`GET /VesselAdministrations/${assigned.id}`]: () => ({ body: stored }),
        [`POST /VesselAdministrations/${assigned.id}/SetDataReceiver`]: () => {
          stored = receiver;
          return { body: receiver };
        },
        [`PUT /VesselAdministrations/${assigned.id}`]: ({ body }) => ({
          body: { ...receiver, ...(body as object), version: receiver.version + 1 },
        }),
      }),
    );
    const { onViewChange } = renderScreen({ tab: 'Edit', vesselId: assigned.id });
    const form = await screen.findByRole('form', { name: 'Edit Arctic Tern' });
    type(/^Vessel Name/, 'Arctic Tern II');
    const panel = await screen.findByRole('region', { name: 'Current data receiver' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Make this vessel the data receiver' }));
    expect(await within(panel).findByRole('button', { name: 'Stop receiving' })).toBeDefined();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onViewChange).toHaveBeenLastCalledWith({ tab: 'Assigned' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect([put?.headers?.['if-match'], (put?.body as { name?: string }).name]).toEqual([
      `"${receiver.version}"`,
      'Arctic Tern II',
    ]);
  });

  it('ADMIN-058 ADMIN-059 ADMIN-061 one switch per feature; a switch calls ActivateFeature with a loader in a tooltip while it runs', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const { calls } = installFakeApi(
      server({
        [`POST /VesselAdministrations/${assigned.id}/ActivateFeature`]: () =>
          new Promise<FakeResponse>((resolve) => {
            answer = resolve;
          }),
        [`POST /VesselAdministrations/${assigned.id}/DeactivateFeature`]: () => ({
          body: { ...assigned, features: [] },
        }),
      }),
    );
    renderScreen({ tab: 'Edit', vesselId: assigned.id });
    const features = await screen.findByRole('region', { name: 'Features' });
    const switches = await within(features).findAllByRole('switch');
    expect(switches.map((element) => element.closest('label')?.textContent)).toEqual([
      'Diagnostics',
      'Charter party',
    ]);
    const diagnosticsSwitch = within(features).getByRole('switch', {
      name: 'Diagnostics',
    }) as HTMLInputElement;
    expect(diagnosticsSwitch.checked).toBe(false);

    fireEvent.click(diagnosticsSwitch);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Activating Diagnostics');
    expect(tooltip.querySelector('.mantine-Loader-root')).not.toBeNull();
    expect(diagnosticsSwitch.disabled).toBe(true);
    expect(calls.find((call) => call.path.endsWith('/ActivateFeature'))?.body).toEqual({
      vesselId: assigned.id,
      featureId: diagnostics.id,
    });

    answer({ body: { ...assigned, features: [{ id: diagnostics.id, name: 'Diagnostics' }] } });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    const switched = within(features).getByRole('switch', { name: 'Diagnostics' }) as HTMLInputElement;
    await waitFor(() => expect(switched.checked).toBe(true));

    fireEvent.click(switched);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/DeactivateFeature'))).toBe(true));
  });

  it('ADMIN-047 ADMIN-058 an archived vessel’s switches and fields cannot be changed', async () => {
    installFakeApi(server());
    renderScreen({ tab: 'Edit', vesselId: archived.id });
    const features = await screen.findByRole('region', { name: 'Features' });
    const switches = await within(features).findAllByRole('switch');
    expect(switches).toHaveLength(2);
    for (const element of switches) expect((element as HTMLInputElement).disabled).toBe(true);
    expect(field(/^Vessel Name/).disabled).toBe(true);
  });
});
