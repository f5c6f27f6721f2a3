// The alert rule form for a new and an edited rule, and the rules table's Edit and Delete actions
// (SHELL-029; ADR 0083 "Editing a rule").
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationRule } from '../../../../domain/contracts/notifications.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { buildVessel, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithRouter, testLogVariable } from '../../../lib/testing.tsx';
import { RuleForm } from './rule-form.tsx';
import { RulesTable } from './rules-table.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

const vessel = buildVessel();
const shaftPower = { ...testLogVariable(testId('shaft-power'), 'Shaft power', vessel.id), unit: 'kW' };
const speed = { ...testLogVariable(testId('speed'), 'Speed over ground', vessel.id), unit: 'kn' };
const ulla = { id: testId('ulla'), name: 'Ulla User', email: 'user@example.com' };
const sam = { id: testId('sam'), name: 'Sam Super', email: 'super@example.com' };

const rule: NotificationRule = {
  id: testId('rule'),
  vesselId: vessel.id,
  vesselName: vessel.name,
  name: 'Shaft power high',
  logVariableId: shaftPower.id,
  logVariableName: 'Shaft power',
  unit: 'kW',
  conditionType: 'Above',
  lowerLimit: null,
  upperLimit: 8000,
  noDataMinutes: null,
  minDurationMinutes: 10,
  severity: 'Critical',
  conditionDetails: 'Shaft power above 8000 kW',
  recipients: [ulla],
  createdAt: '2026-05-01T08:00:00.000Z',
  evaluatedTo: '2026-05-02T00:00:00.000Z',
  active: false,
  version: 3,
};

function formApi(put: (body: unknown) => { status?: number; body?: unknown }) {
  return installFakeApi({
    'GET /Vessels': () => ({ body: [vessel] }),
    'GET /LogVariables': () => ({ body: [shaftPower, speed] }),
    'GET /NotificationRules/Recipients': () => ({ body: [ulla, sam] }),
    [`PUT /NotificationRules/${rule.id}`]: ({ body }) => put(body),
  });
}

/** The vessel field (a Mantine Select: its input carries the label). */
const vesselInput = () =>
  screen.getAllByLabelText(/^Vessel/).find((element) => element.tagName === 'INPUT') as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RuleForm editing a rule', () => {
  it('SHELL-029 is filled with the rule, keeps its vessel, and saves the changed condition with PUT', async () => {
    const saved = { ...rule, upperLimit: 9000, conditionDetails: 'Shaft power above 9000 kW' };
    const { calls } = formApi(() => ({ body: saved }));
    const onSaved = vi.fn();
    renderWithRouter(<RuleForm rule={rule} onSaved={onSaved} onCancel={() => undefined} />);
    expect(await screen.findByDisplayValue('Shaft power high')).toBeDefined();
    expect(vesselInput().disabled).toBe(true);
    expect(vesselInput().value).toBe('Nordic Star');
    expect(screen.getByText('The vessel of a rule cannot change.')).toBeDefined();
    const upper = await screen.findByRole('textbox', { name: 'Upper limit (kW)' });
    expect((upper as HTMLInputElement).value).toBe('8000');
    fireEvent.change(upper, { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      path: `/NotificationRules/${rule.id}`,
      body: {
        vesselId: vessel.id,
        name: 'Shaft power high',
        logVariableId: shaftPower.id,
        conditionType: 'Above',
        lowerLimit: null,
        upperLimit: 9000,
        noDataMinutes: null,
        minDurationMinutes: 10,
        severity: 'Critical',
        recipientIds: [ulla.id],
      },
    });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(put?.headers?.['if-match']).toBe('"3"');
  });

  it('ADR 0092 a 412 shows the rule as saved now with the stale message; the next save is based on that version', async () => {
    const theirs = {
      ...rule,
      name: 'Saved by Anna',
      upperLimit: 7000,
      severity: 'Warning' as const,
      version: 4,
    };
    const answers = [
      {
        status: 412,
        body: {
          message: 'This record was changed by someone else since this change was made.',
          code: 'PRECONDITION_FAILED',
          current: theirs,
        },
      },
      { body: { ...theirs, version: 5 } },
    ];
    const { calls } = formApi(() => answers.shift()!);
    const onSaved = vi.fn();
    renderWithRouter(<RuleForm rule={rule} onSaved={onSaved} onCancel={() => undefined} />);
    fireEvent.change(await screen.findByDisplayValue('Shaft power high'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      fillMessage(messages.changedByAnotherUser, { thing: 'alert rule' }),
    );
    expect(await screen.findByDisplayValue('Saved by Anna')).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Upper limit (kW)' }) as HTMLInputElement).value).toBe(
      '7000',
    );
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.headers?.['if-match'])).toEqual(['"3"', '"4"']);
  });

  it('shows the server’s refusal as it comes, and Failed to update alert rule when it gives no reason', async () => {
    const answers = [
      { status: 400, body: { message: 'Every recipient must be a user who sees the vessel.' } },
      { status: 500 },
    ];
    formApi(() => answers.shift()!);
    const onSaved = vi.fn();
    renderWithRouter(<RuleForm rule={rule} onSaved={onSaved} onCancel={() => undefined} />);
    await screen.findByDisplayValue('Shaft power high');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Every recipient must be a user who sees the vessel.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update alert rule'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks the edited condition before sending: an empty upper limit is not sent', async () => {
    const { calls } = formApi(() => ({ body: rule }));
    renderWithRouter(<RuleForm rule={rule} onSaved={() => undefined} onCancel={() => undefined} />);
    const upper = await screen.findByRole('textbox', { name: 'Upper limit (kW)' });
    fireEvent.change(upper, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the upper limit.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('Cancel leaves without saving', async () => {
    const { calls } = formApi(() => ({ body: rule }));
    const onCancel = vi.fn();
    renderWithRouter(<RuleForm rule={rule} onSaved={() => undefined} onCancel={onCancel} />);
    await screen.findByDisplayValue('Shaft power high');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('RuleForm for a new rule', () => {
  it('SHELL-029 makes a new rule with POST on the vessel given', async () => {
    const { calls } = installFakeApi({
      'GET /Vessels': () => ({ body: [vessel] }),
      'GET /LogVariables': () => ({ body: [shaftPower, speed] }),
      'GET /NotificationRules/Recipients': () => ({ body: [ulla, sam] }),
      'POST /NotificationRules': () => ({ status: 201, body: rule }),
    });
    const onSaved = vi.fn();
    renderWithRouter(<RuleForm initialVesselId={vessel.id} onSaved={onSaved} onCancel={() => undefined} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Shaft power high' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // No log variable chosen yet: the form says so and sends nothing.
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a log variable.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(vesselInput().disabled).toBe(false);
  });
});

describe('RulesTable', () => {
  it('SHELL-029 each rule has an Edit link to its edit page and a Delete button, both reachable by keyboard', async () => {
    installFakeApi({});
    renderWithRouter(<RulesTable rules={[rule]} showVessel />);
    const table = await screen.findByRole('table', { name: 'Alert rules' });
    const [row] = within(table).getAllByRole('row').slice(1);
    const edit = within(row!).getByRole('link', { name: 'Edit Shaft power high' });
    expect(edit.getAttribute('href')).toBe(`/Notifications/${rule.id}/Edit`);
    expect(within(row!).getByRole('button', { name: 'Delete Shaft power high' })).toBeDefined();
    expect(within(row!).getByText('Shaft power above 8000 kW')).toBeDefined();
  });

  it('ADR 0092 Delete sends the version shown; a 412 says why and asks again about the rule as saved now', async () => {
    const theirs = { ...rule, name: 'Saved by Anna', version: 4 };
    const { calls } = installFakeApi({
      [`DELETE /NotificationRules/${rule.id}`]: () => ({
        status: 412,
        body: { message: 'stale', code: 'PRECONDITION_FAILED', current: theirs },
      }),
    });
    renderWithRouter(<RulesTable rules={[rule]} showVessel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Shaft power high' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete alert rule' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await within(dialog).findByText(
        fillMessage(messages.changedByAnotherUserBeforeDelete, { thing: 'alert rule' }),
      ),
    ).toBeDefined();
    expect(await within(dialog).findByText(/'Saved by Anna'/)).toBeDefined();
    expect(calls.find((call) => call.method === 'DELETE')?.headers?.['if-match']).toBe('"3"');
  });
});
