import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testLogVariable } from '../../../lib/testing.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WakelineDb } from '../../../offline/db.ts';
import { setViewportWidth } from '../../../lib/viewport.testing.ts';
import {
  ids,
  renderDetail,
  seedVoyage,
  slow,
  syncedColumns,
  testEnv,
  times,
  vesselId,
} from '../detail-test-support.tsx';

let db: WakelineDb;

function consumption(
  id: string,
  source: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> & { id: string } {
  return {
    id,
    vesselId,
    vesselEventId: ids.arrival,
    flowMeterId: ids.mainEngineMeter,
    startAt: times.anchoringEnd,
    endAt: '2026-03-04T10:00:00.000Z',
    fuelTypeId: ids.hfo,
    fuelConsumptionInTon: 12.3456,
    correctedFuelConsumptionInTon: null,
    actualFuelConsumptionInTon: null,
    fuelConsumptionSource: source,
    ...syncedColumns,
    ...extra,
  };
}

const logDataId = 'f1000000-0000-4000-8000-000000000001';
const manualId = 'f1000000-0000-4000-8000-000000000002';

async function seedEntries() {
  await db.flowMeterConsumptions.bulkPut([
    consumption(logDataId, 'LogData') as never,
    consumption(manualId, 'Manual', {
      startAt: '2026-03-04T10:00:00.000Z',
      endAt: times.arrival,
      fuelConsumptionInTon: 4,
    }) as never,
  ]);
}

const field = (label: string) => screen.getByLabelText(label);
const setDateTime = (label: string, value: string) =>
  fireEvent.change(field(`${label} (UTC)`), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('Flow meters', { timeout: 30_000 }, () => {
  it('EMIS-068 EMIS-080 a meter that reads a log variable shows the variable by its name, and a generic label while names cannot be read', async () => {
    db = await seedVoyage();
    await seedEntries();
    const variableId = 'a1000000-0000-4000-8000-000000000001';
    await db.flowMeters.update(ids.mainEngineMeter, { fuelMassFlowRateLogVariableId: variableId });
    const variable = testLogVariable(variableId, 'ME fuel mass flow', vesselId);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/LogVariables/Find')
        ? new Response(JSON.stringify([variable]), { headers: { 'Content-Type': 'application/json' } })
        : new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'flow-meters' });
    const table = await screen.findByTestId('flow-meter-consumptions', {}, slow);
    await waitFor(() => expect(table.textContent).toContain('ME fuel mass flow'), slow);
    expect(table.textContent).not.toContain(variableId);
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'flow-meters' });
    const offline = await screen.findByTestId('flow-meter-consumptions', {}, slow);
    await waitFor(() => expect(offline.textContent).toContain('Log variable'), slow);
    expect(offline.textContent).not.toContain(variableId);
  });

  it('EMIS-058 EMIS-070 offers a meter picker with tabs and the sub-tabs Fuel consumption and Operations', async () => {
    db = await seedVoyage();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'flow-meters' });
    const picker = await screen.findByRole('tablist', { name: 'Flow meter' }, slow);
    expect(
      within(picker)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Boiler', 'Main engine']);
    expect(screen.getByRole('tab', { name: 'Fuel consumption' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Operations' })).toBeTruthy();
  });

  it('EMIS-065 EMIS-145 adds a Manual consumption for the chosen meter with the event as parent', async () => {
    db = await seedVoyage();
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.arrival, tab: 'flow-meters' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Main engine' }, slow));
    const add = within(screen.getByTestId('add-flow-meter-consumption'));
    expect((add.getByLabelText('Start (UTC)') as HTMLInputElement).value).toBe('03. Mar, 2026 10:00');
    expect((add.getByLabelText('End (UTC)') as HTMLInputElement).value).toBe('05. Mar, 2026 12:00');
    fireEvent.change(add.getByLabelText('Fuel consumption (MT)'), { target: { value: '20.5' } });
    fireEvent.click(add.getByRole('button', { name: 'Add fuel consumption' }));
    const table = await screen.findByTestId('flow-meter-consumptions', {}, slow);
    expect(within(table).getByText('Main engine')).toBeTruthy();
    expect(env.changes.at(-1)).toMatchObject({
      entityType: 'flowMeterConsumption',
      kind: 'create',
      data: {
        flowMeterId: ids.mainEngineMeter,
        vesselEventId: ids.arrival,
        startAt: times.anchoringEnd,
        endAt: times.arrival,
        fuelTypeId: ids.hfo,
        fuelConsumptionInTon: 20.5,
        fuelConsumptionSource: 'Manual',
      },
      parents: [{ entityType: 'vesselEvent', id: ids.arrival }],
    });
  });

  it('EMIS-168 EMIS-169 EMIS-170 EMIS-171 refuses overlap, end before start and times outside the voyage', async () => {
    db = await seedVoyage();
    await seedEntries();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'flow-meters' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Main engine' }, slow));
    fireEvent.change(field('Fuel consumption (MT)'), { target: { value: '1' } });
    const addButton = () => screen.getByRole('button', { name: 'Add fuel consumption' }) as HTMLButtonElement;
    expect(
      await screen.findByText(
        'The time span is overlapping an existing fuel consumption. Please adjust.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    setDateTime('Start', '2026-03-05T13:00');
    setDateTime('End', '2026-03-05T12:30');
    expect(await screen.findByText('End must be ahead of start.', {}, slow)).toBeTruthy();
    setDateTime('End', '2026-03-06T06:00');
    expect(
      await screen.findByText(
        'Start and end must be between the start (01. Mar, 2026 08:00) and end (06. Mar, 2026 00:00) of the voyage.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    setDateTime('End', '2026-03-05T23:00');
    await waitFor(() => expect(addButton().disabled).toBe(false), slow);
  });

  it('EMIS-068 EMIS-142 EMIS-147 rows show meter, fuel type, source in its colour and flow rate variable; Remove only for Manual', async () => {
    db = await seedVoyage();
    await seedEntries();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'flow-meters' });
    const table = await screen.findByTestId('flow-meter-consumptions', {}, slow);
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.dataset.source);
    expect(rows.map((row) => row.dataset.source)).toEqual(['LogData', 'Manual']);
    expect(rows[0]!.textContent).toContain('Main engine');
    expect(rows[0]!.textContent).toContain('HFO');
    expect(rows[0]!.textContent).toContain('Log data');
    expect(rows[0]!.textContent).toContain('Manual input');
    expect(rows[0]!.getAttribute('style')).toContain('--mantine-color-teal-7');
    expect(rows[1]!.getAttribute('style')).toContain('--mantine-color-orange-6');
    expect(within(rows[0]!).queryByRole('button', { name: /^Remove/ })).toBeNull();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Remove/ }));
    await waitFor(
      async () => expect((await db.flowMeterConsumptions.get(manualId))?.isDeleted).toBe(true),
      slow,
    );
  });

  it('EMIS-143 EMIS-172 editing a LogData entry stores the corrected value and shows it in the Manual colour', async () => {
    db = await seedVoyage();
    await seedEntries();
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.arrival, tab: 'flow-meters' });
    const cell = await screen.findByRole(
      'button',
      { name: 'Edit fuel consumption Main engine 03. Mar, 2026 10:00' },
      slow,
    );
    expect(cell.textContent).toBe('12.346');
    fireEvent.click(cell);
    const input = screen.getByLabelText('Fuel consumption (MT) Main engine 03. Mar, 2026 10:00');
    fireEvent.change(input, { target: { value: '11.5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(async () => {
      const row = await db.flowMeterConsumptions.get(logDataId);
      expect(row).toMatchObject({ fuelConsumptionInTon: 12.3456, correctedFuelConsumptionInTon: 11.5 });
    }, slow);
    const table = screen.getByTestId('flow-meter-consumptions');
    await waitFor(() => {
      const row = within(table)
        .getAllByRole('row')
        .find((candidate) => candidate.dataset.source === 'LogData')!;
      expect(row.getAttribute('style')).toContain('--mantine-color-orange-6');
    }, slow);
  });

  it('EMIS-144 EMIS-146 editing a Manual entry changes its value; Escape and leaving the field cancel', async () => {
    db = await seedVoyage();
    await seedEntries();
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.arrival, tab: 'flow-meters' });
    const name = 'Main engine 04. Mar, 2026 10:00';
    fireEvent.click(await screen.findByRole('button', { name: `Edit fuel consumption ${name}` }, slow));
    fireEvent.change(screen.getByLabelText(`Fuel consumption (MT) ${name}`), { target: { value: '9' } });
    fireEvent.keyDown(screen.getByLabelText(`Fuel consumption (MT) ${name}`), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: `Edit fuel consumption ${name}` }));
    fireEvent.change(screen.getByLabelText(`Fuel consumption (MT) ${name}`), { target: { value: '9' } });
    fireEvent.blur(screen.getByLabelText(`Fuel consumption (MT) ${name}`));
    expect(screen.getByRole('button', { name: `Edit fuel consumption ${name}` }).textContent).toBe('4.000');
    expect(env.changes).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: `Edit fuel consumption ${name}` }));
    fireEvent.change(screen.getByLabelText(`Fuel consumption (MT) ${name}`), { target: { value: '9' } });
    fireEvent.keyDown(screen.getByLabelText(`Fuel consumption (MT) ${name}`), { key: 'Enter' });
    await waitFor(async () => {
      expect(await db.flowMeterConsumptions.get(manualId)).toMatchObject({
        fuelConsumptionInTon: 9,
        correctedFuelConsumptionInTon: null,
      });
    }, slow);
    expect(env.changes.at(-1)).toMatchObject({ entityType: 'flowMeterConsumption', kind: 'update' });
  });

  it('EMIS-066 EMIS-132 once the voyage data is confirmed the consumption is a read-only summary with 1 decimal', async () => {
    db = await seedVoyage({ state: 'dataConfirmed' });
    await seedEntries();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'flow-meters' });
    const table = await screen.findByTestId('flow-meter-consumptions', {}, slow);
    expect(within(table).getByText('12.3')).toBeTruthy();
    expect(within(table).getByTestId('flow-meter-total').textContent).toBe('16.3');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit fuel consumption/ })).toBeNull();
    expect(screen.queryByTestId('add-flow-meter-consumption')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Operations' })).toBeNull();
  });

  it('EMIS-068 EMIS-066 issue 26 §3: at 768 px the consumptions are stacked cards with the total last, no wide table', async () => {
    setViewportWidth(768);
    db = await seedVoyage();
    await seedEntries();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'flow-meters' });
    const cards = await screen.findByTestId('flow-meter-consumptions', {}, slow);
    expect(cards.tagName).not.toBe('TABLE');
    expect(screen.queryByRole('table')).toBeNull();
    const records = within(cards)
      .getAllByRole('group')
      .filter((card) => card.dataset.source);
    expect(records.map((card) => card.dataset.source)).toEqual(['LogData', 'Manual']);
    // Each value under its column's name, so a card reads without the table's header.
    expect(within(records[0]!).getByText('Fuel type').tagName).toBe('DT');
    expect(within(records[0]!).getByText('HFO').closest('dd')).toBeTruthy();
    expect(records[1]!.getAttribute('style')).toContain('--mantine-color-orange-6');
    expect(within(cards).getByTestId('flow-meter-total').textContent).toBe('16.3');
    fireEvent.click(within(records[1]!).getByRole('button', { name: /^Remove/ }));
    await waitFor(
      async () => expect((await db.flowMeterConsumptions.get(manualId))?.isDeleted).toBe(true),
      slow,
    );
  });

  it('EMIS-068 issue 26 §3: from 1024 px the consumptions stay a table', async () => {
    setViewportWidth(1024);
    db = await seedVoyage();
    await seedEntries();
    renderDetail(testEnv(db), { eventId: ids.arrival, tab: 'flow-meters' });
    expect((await screen.findByTestId('flow-meter-consumptions', {}, slow)).tagName).toBe('TABLE');
  });

  it('EMIS-067 adds and removes an operation: timestamp, fuel type and estimated fuel mass flow rate t/day', async () => {
    db = await seedVoyage();
    const env = testEnv(db);
    renderDetail(env, { eventId: ids.arrival, tab: 'flow-meters' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Main engine' }, slow));
    fireEvent.click(screen.getByRole('tab', { name: 'Operations' }));
    const add = within(await screen.findByTestId('add-flow-meter-operation', {}, slow));
    fireEvent.change(add.getByLabelText('Estimated fuel mass flow rate t/day'), {
      target: { value: '30.25' },
    });
    fireEvent.click(add.getByRole('button', { name: 'Add operation' }));
    const table = await screen.findByTestId('flow-meter-operations', {}, slow);
    await waitFor(() => expect(within(table).getByText('30.250')).toBeTruthy(), slow);
    expect(within(table).getByText('05. Mar, 2026 12:00')).toBeTruthy();
    expect(within(table).getByText('HFO')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Remove 05. Mar, 2026 12:00' }));
    await waitFor(() => expect(within(table).queryByText('30.250')).toBeNull(), slow);
    expect(env.changes.map((change) => change.kind)).toEqual(['create', 'delete']);
  });
});
