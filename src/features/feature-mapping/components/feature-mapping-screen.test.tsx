import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureMappingConfiguration } from '../../../../domain/contracts/features.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { FeatureMappingScreen } from './feature-mapping-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const vesselId = testId('vessel');
const fuel = {
  id: testId('fuel'),
  name: 'Fuel mass flow',
  onboardSystem: 'Main engine',
  unit: 'kg/hr',
  lastDataAt: '2026-11-20T10:15:00.000Z',
};
const configuration: FeatureMappingConfiguration = {
  vesselId,
  features: [
    {
      featureName: 'Diagnostics',
      displayName: 'Diagnostics and long trends',
      isActivated: true,
      inputs: [
        {
          kind: 'variable',
          name: 'Main engine fuel mass flow',
          taxon: 'Fuel:Fuel mass flow',
          present: true,
          variable: fuel,
          detail: null,
        },
        {
          kind: 'variable',
          name: 'Speed through water',
          taxon: 'Navigation:Speed through water',
          present: false,
          variable: null,
          detail: null,
        },
        {
          kind: 'reference',
          name: 'SFOC reference curve',
          taxon: null,
          present: true,
          variable: null,
          detail: 'polynomial fit through 5 points',
        },
      ],
      outputs: [
        { name: 'Speed', available: false, missing: ['Speed through water'] },
        {
          name: 'Specific fuel oil consumption (SFOC)',
          available: true,
          missing: [],
          basis: {
            blocksKept: 1200,
            blocksTotal: 3000,
            dailyValueCount: 110,
            sampleWindowMinutes: 60,
            firstRefusalReason: 'The vessel was not under way (low power or speed).',
            plausibilityReason: null,
          },
        },
        {
          name: 'Shaft speed',
          available: false,
          missing: [],
          basis: {
            blocksKept: 0,
            blocksTotal: 3000,
            dailyValueCount: 0,
            sampleWindowMinutes: 60,
            firstRefusalReason: 'Speed or power changed too much from the sample window before.',
            plausibilityReason: null,
          },
        },
      ],
    },
    {
      featureName: 'EmissionReport',
      displayName: 'Emission report',
      isActivated: false,
      inputs: [],
      outputs: [{ name: 'Fuel per flow meter from log data', available: false, missing: ['A flow meter'] }],
    },
  ],
};

describe('FeatureMappingScreen', () => {
  it('SHELL-178 PERF-172 each module: its inputs with the variable found, its references, and what it computes or misses, with the blocks kept and why the rest were refused', async () => {
    installFakeApi({ 'GET /featuremapping/configuration': () => ({ body: configuration }) });
    renderWithProviders(<FeatureMappingScreen vesselId={vesselId} />);
    const diagnostics = await screen.findByRole('region', { name: 'Diagnostics and long trends' });
    const within_ = within(diagnostics);
    expect(within_.getByText('Activated')).toBeDefined();
    const fuelRow = within_.getByRole('row', { name: /Main engine fuel mass flow/ });
    expect(within(fuelRow).getByText(/Fuel mass flow \(Main engine\)/)).toBeDefined();
    expect(within(fuelRow).getByText('20. Nov, 2026 10:15')).toBeDefined();
    expect(within(fuelRow).getByText('Mapped')).toBeDefined();
    const stwRow = within_.getByRole('row', { name: /Speed through water/ });
    expect(within(stwRow).getByText('Not found')).toBeDefined();
    const curveRow = within_.getByRole('row', { name: /SFOC reference curve/ });
    expect(within(curveRow).getByText('polynomial fit through 5 points')).toBeDefined();
    const computes = within_.getByRole('list', { name: 'What Diagnostics and long trends computes' });
    expect(computes.textContent).toContain('Speed: not computed; missing Speed through water');
    expect(computes.textContent).toContain(
      'Specific fuel oil consumption (SFOC): computed from the inputs below',
    );
    expect(
      within(computes).getByText('110 daily values from 1,200 of 3,000 sample windows of hourly data.'),
    ).toBeDefined();
    expect(
      within(computes).getByText(
        'Most sample windows were refused because: The vessel was not under way (low power or speed).',
      ),
    ).toBeDefined();
    // Inputs ready, but no block passed: not claimed, and why.
    expect(computes.textContent).toContain('Shaft speed: not computed from the data read');
    expect(
      within(computes).getByText('None of the 3,000 sample windows read passed the steady-state test.'),
    ).toBeDefined();

    const report = screen.getByRole('region', { name: 'Emission report' });
    expect(within(report).getByText('Emission report: feature not available')).toBeDefined();
    expect(within(report).getByText('The vessel has no flow meters.')).toBeDefined();
  });

  it("SHELL-178 a failed load says 'Failed to fetch features mapping -> ' and the error, with a retry", async () => {
    installFakeApi({
      'GET /featuremapping/configuration': () => ({ status: 500, body: { message: 'Database down' } }),
    });
    renderWithProviders(<FeatureMappingScreen vesselId={vesselId} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch features mapping -> Database down');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
