// The yearly carbon summary and the price setting (ADR 0078) against a fake server whose answer is
// built by the domain's own yearCarbon from a hand-made voyage.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yearCarbon } from '../../../../domain/emissions/carbon-report.ts';
import { annualFigures, type ReportVoyage } from '../../../../domain/emissions/emission-reports.ts';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { setViewportWidth } from '../../../lib/viewport.testing.ts';
import { CarbonYear } from './carbon-year.tsx';

configure({ asyncUtilTimeout: 10_000 });

const vesselId = testId('vessel');
const companyId = testId('company');
const departureId = testId('departure');
const HFO = testId('hfo');
const now = new Date('2026-11-23T12:00:00.000Z');
const H = 3_600_000;
const start = Date.UTC(2026, 2, 1);
const voyage: ReportVoyage = {
  departureId,
  name: 'V1',
  type: 'Laden',
  isNonCommercial: false,
  dataConfirmedAt: '2026-04-01T00:00:00.000Z',
  departurePort: { name: 'Rotterdam', loCode: 'NLRTM' },
  arrivalPort: { name: 'Hamburg', loCode: 'DEHAM' },
  events: [
    { id: departureId, type: 'Departure', timestampMs: start, distanceNm: null, cargoCarried: null },
    {
      id: testId('arrival'),
      type: 'Arrival',
      timestampMs: start + 30 * H,
      distanceNm: 300,
      cargoCarried: 1000,
    },
  ],
  fuel: [{ vesselEventId: testId('arrival'), fuelTypeId: HFO, tonnes: 100, method: 'FuelTank' }],
};
const answer = (eua: number | null) =>
  yearCarbon(
    { id: vesselId, companyId },
    annualFigures([voyage], 2026, { [HFO]: 3.114 }),
    [{ id: HFO, name: 'Heavy Fuel Oil', kind: 'HFO' }],
    { euaPriceEurPerTonne: eua, ukaPriceGbpPerTonne: null },
  );

afterEach(() => vi.unstubAllGlobals());

describe('the carbon price per year', () => {
  it('EMIS-009 shows the year, its voyages and every figure explained; a SuperUser sets the EUA price', async () => {
    let eua: number | null = null;
    const { calls } = installFakeApi({
      [`GET /EmissionReport/EtsYearly/${vesselId}/2026`]: () => ({ body: answer(eua) }),
      [`GET /Companies/${companyId}/CarbonPrice`]: () => ({
        body: {
          companyId,
          euaPriceEurPerTonne: eua,
          ukaPriceGbpPerTonne: null,
          updatedAt: null,
          updatedByName: null,
          version: eua === null ? 0 : 1,
        },
      }),
      [`PUT /Companies/${companyId}/CarbonPrice`]: ({ body }) => {
        eua = (body as { euaPriceEurPerTonne: number }).euaPriceEurPerTonne;
        return {
          body: {
            companyId,
            euaPriceEurPerTonne: eua,
            ukaPriceGbpPerTonne: null,
            updatedAt: now.toISOString(),
            updatedByName: 'Sam',
            version: 1,
          },
        };
      },
    });
    renderWithProviders(<CarbonYear vesselId={vesselId} now={now} role="SuperUser" />);
    const panel = await screen.findByTestId('carbon-year');
    // 100 t HFO between Member States in 2026: CO2 311.4 + (0.005 × 28 + 0.018 × 265) = 316.31 t CO2e.
    await waitFor(() => expect(within(panel).getAllByText('316.310 t CO2e').length).toBeGreaterThan(0));
    expect(within(panel).getByRole('table', { name: 'The voyages of 2026' }).textContent).toContain(
      'V1: Rotterdam (NLRTM) → Hamburg (DEHAM)',
    );
    const eu = within(panel).getByRole('table', {
      name: 'EU ETS: each figure with its inputs, formula and source',
    });
    expect(within(eu).getByRole('rowheader', { name: 'Phase-in' }).closest('tr')?.textContent).toContain(
      '0 % before 2024, 40 % of 2024, 70 % of 2025, 100 % from 2026',
    );

    fireEvent.change(await within(panel).findByRole('textbox', { name: 'EUA price (EUR per t CO2e)' }), {
      target: { value: '80' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save carbon price' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      euaPriceEurPerTonne: 80,
      ukaPriceGbpPerTonne: null,
    });
    // The first save is based on "none saved yet" (If-Match "0", ADR 0092).
    expect(calls.find((call) => call.method === 'PUT')!.headers?.['if-match']).toBe('"0"');
    // The figures are read again with the new price: 316.31 × 80.
    await waitFor(() => expect(within(panel).getAllByText('25,304.80 EUR').length).toBeGreaterThan(0));
  });

  it('EMIS-009 issue 26 §3: at 768 px the voyages and the figures are stacked cards, no table', async () => {
    setViewportWidth(768);
    installFakeApi({
      [`GET /EmissionReport/EtsYearly/${vesselId}/2026`]: () => ({ body: answer(null) }),
      [`GET /Companies/${companyId}/CarbonPrice`]: () => ({
        body: {
          companyId,
          euaPriceEurPerTonne: null,
          ukaPriceGbpPerTonne: null,
          updatedAt: null,
          updatedByName: null,
          version: 0,
        },
      }),
    });
    renderWithProviders(<CarbonYear vesselId={vesselId} now={now} role="User" />);
    const panel = await screen.findByTestId('carbon-year');
    const voyages = await within(panel).findByRole('list', { name: 'The voyages of 2026' });
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(voyages.textContent).toContain('V1: Rotterdam (NLRTM) → Hamburg (DEHAM)');
    expect(within(voyages).getByText('EU ETS to surrender').tagName).toBe('DT');
    expect(within(voyages).getByText('316.310 t CO2e').tagName).toBe('DD');
    const eu = within(panel).getByRole('list', {
      name: 'EU ETS: each figure with its inputs, formula and source',
    });
    const phaseIn = within(eu)
      .getAllByTestId('carbon-figure')
      .find((card) => card.textContent?.startsWith('Phase-in'));
    expect(phaseIn?.textContent).toContain('0 % before 2024, 40 % of 2024, 70 % of 2025, 100 % from 2026');
  });

  it('EMIS-009 a User sees the figures but not the price form', async () => {
    installFakeApi({
      [`GET /EmissionReport/EtsYearly/${vesselId}/2026`]: () => ({ body: answer(null) }),
      [`GET /Companies/${companyId}/CarbonPrice`]: () => ({
        body: {
          companyId,
          euaPriceEurPerTonne: null,
          ukaPriceGbpPerTonne: null,
          updatedAt: null,
          updatedByName: null,
          version: 0,
        },
      }),
    });
    renderWithProviders(<CarbonYear vesselId={vesselId} now={now} role="User" />);
    const panel = await screen.findByTestId('carbon-year');
    await within(panel).findByText('Not set yet.');
    expect(within(panel).queryByRole('button', { name: 'Save carbon price' })).toBeNull();
  });

  it('ADR 0092 a save someone else overtook (412) shows the prices as saved now and says why', async () => {
    const price = (eua: number | null, version: number) => ({
      companyId,
      euaPriceEurPerTonne: eua,
      ukaPriceGbpPerTonne: null,
      updatedAt: version ? now.toISOString() : null,
      updatedByName: version ? 'Anna' : null,
      version,
    });
    const { calls } = installFakeApi({
      [`GET /EmissionReport/EtsYearly/${vesselId}/2026`]: () => ({ body: answer(null) }),
      [`GET /Companies/${companyId}/CarbonPrice`]: () => ({ body: price(null, 0) }),
      [`PUT /Companies/${companyId}/CarbonPrice`]: () => ({
        status: 412,
        body: { message: 'stale', code: 'PRECONDITION_FAILED', current: price(95, 1) },
      }),
    });
    renderWithProviders(<CarbonYear vesselId={vesselId} now={now} role="SuperUser" />);
    const panel = await screen.findByTestId('carbon-year');
    const input = await within(panel).findByRole('textbox', { name: 'EUA price (EUR per t CO2e)' });
    fireEvent.change(input, { target: { value: '80' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save carbon price' }));
    const form = within(panel).getByRole('form', { name: 'Carbon price' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      fillMessage(messages.changedByAnotherUser, { thing: 'carbon price' }),
    );
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('95'));
    expect(calls.find((call) => call.method === 'PUT')!.headers?.['if-match']).toBe('"0"');
  });
});
