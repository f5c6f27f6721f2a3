import type * as MantineHooks from '@mantine/hooks';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferenceCurve } from '../../../../domain/contracts/reference-curves.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { buildVessel, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { ReferenceCurveScreen } from './reference-curve-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));
afterEach(() => vi.unstubAllGlobals());

const vessel = buildVessel({ name: 'Fjord' });
const points = [4000, 6000, 8000, 10_000, 12_000].map((x) => ({ x, y: 0.62 * x ** (1 / 3) }));
const curve: ReferenceCurve = {
  id: testId('curve'),
  vesselId: vessel.id,
  curveMode: 'PowerSpeed',
  curveFit: 'power',
  regressionOrder: 2,
  xAxisLogVariableId: null,
  yAxisLogVariableId: null,
  points,
  referenceDraft: 12,
  version: 3,
};

async function chooseVessel() {
  const input = await screen.findByLabelText('Vessel', { selector: 'input' });
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the vessels did not open');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: /Fjord/, hidden: true }));
}

describe('ReferenceCurveScreen', () => {
  it('PERF-060 PERF-061 the vessel’s curve with its fit and its points; a point the fit cannot take is refused', async () => {
    installFakeApi({
      'GET /Vessels': () => ({ body: [vessel] }),
      'GET /Curves/Find': () => ({ body: [curve] }),
    });
    renderWithProviders(<ReferenceCurveScreen mode="PowerSpeed" />);
    await chooseVessel();
    expect((await screen.findByTestId('curve-equation')).textContent).toMatch(
      /^y = 0\.62x\^0\.33 \(R² 1\.0000, 5 points\)$/,
    );
    const section = screen.getByRole('region', { name: 'Curve data' });
    expect(within(section).getAllByRole('row')).toHaveLength(6);
    fireEvent.change(within(section).getByLabelText('Shaft power (kW)'), { target: { value: '-5' } });
    fireEvent.change(within(section).getByLabelText('Speed through water (kn)'), { target: { value: '3' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add point' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The point (-5, 3) does not fit a power curve: it needs x and y above 0.',
    );
  });

  it("PERF-062 PERF-133 PERF-116 a custom value predicts with 2 decimals; text is 'The value must be a number'; a value twice is refused", async () => {
    installFakeApi({
      'GET /Vessels': () => ({ body: [vessel] }),
      'GET /Curves/Find': () => ({ body: [curve] }),
    });
    renderWithProviders(<ReferenceCurveScreen mode="PowerSpeed" />);
    await chooseVessel();
    const section = await screen.findByRole('region', { name: 'Prediction' });
    const input = within(section).getByLabelText(/Custom value/);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Predict' }));
    expect(await within(section).findByText('The value must be a number')).toBeDefined();
    fireEvent.change(input, { target: { value: '9000' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Predict' }));
    expect((await within(section).findByTestId('prediction-value')).textContent).toBe(
      (0.62 * 9000 ** (1 / 3)).toFixed(2),
    );
    fireEvent.change(input, { target: { value: '9000' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Predict' }));
    expect(await within(section).findByText('That value is in the table already.')).toBeDefined();
  });

  it('Save sends the curve with PUT: its vessel, mode, fit and reference draft, based on the version read (If-Match)', async () => {
    const api = installFakeApi({
      'GET /Vessels': () => ({ body: [vessel] }),
      'GET /Curves/Find': () => ({ body: [curve] }),
      [`PUT /Curves/${curve.id}`]: ({ body }) => ({ body: { ...curve, ...(body as object) } }),
    });
    renderWithProviders(<ReferenceCurveScreen mode="PowerSpeed" />);
    await chooseVessel();
    await screen.findByTestId('curve-equation');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      vesselId: vessel.id,
      curveMode: 'PowerSpeed',
      curveFit: 'power',
      referenceDraft: 12,
    });
    expect(api.calls.find((c) => c.method === 'PUT')!.headers?.['if-match']).toBe('"3"');
  });

  it('ADR 0092 a save refused because someone else saved the curve (412) shows their curve and says why', async () => {
    const theirs: ReferenceCurve = { ...curve, referenceDraft: 14.5, version: 4 };
    const api = installFakeApi({
      'GET /Vessels': () => ({ body: [vessel] }),
      'GET /Curves/Find': () => ({ body: [curve] }),
      [`PUT /Curves/${curve.id}`]: () => ({
        status: 412,
        body: {
          message: 'This record was changed by someone else since this change was made.',
          code: 'PRECONDITION_FAILED',
          current: theirs,
        },
      }),
    });
    renderWithProviders(<ReferenceCurveScreen mode="PowerSpeed" />);
    await chooseVessel();
    const draft = await screen.findByLabelText('Reference draft (m)');
    fireEvent.change(draft, { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const stale = fillMessage(messages.changedByAnotherUser, { thing: 'curve' });
    expect((await screen.findAllByText(stale)).length).toBeGreaterThan(0);
    await waitFor(() => expect((draft as HTMLInputElement).value).toBe('14.5'));
    expect(api.calls.find((c) => c.method === 'PUT')!.headers?.['if-match']).toBe('"3"');
  });

  it('ADR 0092 Delete curve names the version read; a 412 deletes nothing and says so in the confirmation', async () => {
    const api = installFakeApi({
      'GET /Vessels': () => ({ body: [vessel] }),
      'GET /Curves/Find': () => ({ body: [curve] }),
      [`DELETE /Curves/${curve.id}`]: () => ({
        status: 412,
        body: { message: 'stale', code: 'PRECONDITION_FAILED', current: { ...curve, version: 5 } },
      }),
    });
    renderWithProviders(<ReferenceCurveScreen mode="PowerSpeed" />);
    await chooseVessel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete curve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete curve?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        fillMessage(messages.changedByAnotherUserBeforeDelete, { thing: 'curve' }),
      ),
    ).toBeDefined();
    expect(api.calls.find((c) => c.method === 'DELETE')!.headers?.['if-match']).toBe('"3"');
  });
});
