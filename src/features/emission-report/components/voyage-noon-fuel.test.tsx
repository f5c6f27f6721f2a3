import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VoyageNoonFuel as Answer } from '../../../../domain/contracts/noon-reports.ts';
import { messages } from '../../../../domain/messages.ts';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { VoyageNoonFuel } from './voyage-noon-fuel.tsx';

const departureId = testId('departure');
const path = `GET /EmissionReport/VoyageNoonFuel/${departureId}`;
const answer = (overrides: Partial<Answer> = {}): Answer => ({
  departureId,
  from: '2027-05-01T06:00:00.000Z',
  to: '2027-05-04T18:00:00.000Z',
  reportCount: 3,
  fuels: [
    {
      fuelTypeId: testId('hfo'),
      fuelTypeName: 'HFO',
      voyageTonnes: 100,
      noonReportTonnes: 98,
      differenceTonnes: -2,
    },
    {
      fuelTypeId: testId('mgo'),
      fuelTypeName: 'MDO/MGO',
      voyageTonnes: 0,
      noonReportTonnes: 1.5,
      differenceTonnes: 1.5,
    },
  ],
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the voyage's fuel beside its noon reports", () => {
  it('shows the loading state, then per fuel type the voyage, the noon reports and the difference', async () => {
    let resolve: (value: { body: Answer }) => void = () => {};
    installFakeApi({ [path]: () => new Promise((r) => (resolve = r)) });
    renderWithProviders(<VoyageNoonFuel departureId={departureId} />);
    expect(screen.getByText('Loading the fuel of the noon reports…')).toBeTruthy();
    resolve({ body: answer() });
    const table = await screen.findByRole('table', { name: messages.noonFuelHeading });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Fuel typeVoyage (t)Noon reports (t)Difference (t)',
      'HFO100.0098.00-2.00',
      'MDO/MGO0.001.50+1.50',
    ]);
    expect(screen.getByText(/^3 noon reports from/)).toBeTruthy();
  });

  it('says the voyage has no noon reports (the empty state)', async () => {
    installFakeApi({ [path]: () => ({ body: answer({ reportCount: 0 }) }) });
    renderWithProviders(<VoyageNoonFuel departureId={departureId} />);
    expect(await screen.findByText(messages.noonFuelNoReports)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with a retry when the answer cannot be loaded', async () => {
    installFakeApi({ [path]: () => ({ status: 404, body: { message: 'The voyage was not found.' } }) });
    renderWithProviders(<VoyageNoonFuel departureId={departureId} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The fuel of the noon reports could not be loaded.');
    expect(alert.textContent).toContain('The voyage was not found.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a departure still on the device asks the server nothing and says when the figures will show', async () => {
    let asked = 0;
    installFakeApi({
      [path]: () => {
        asked += 1;
        return { body: answer() };
      },
    });
    renderWithProviders(<VoyageNoonFuel departureId={departureId} onServer={false} />);
    expect(await screen.findByText(messages.noonFuelAfterSync)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Loading the fuel of the noon reports…')).toBeNull();
    expect(asked).toBe(0);
  });
});
