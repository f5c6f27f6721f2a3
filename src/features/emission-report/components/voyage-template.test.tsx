import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemplateUploadResult } from '../../../../domain/contracts/voyage-template.ts';
import { voyageTemplateMessages } from '../../../../domain/contracts/voyage-template.ts';
import { messages } from '../../../../domain/messages.ts';
import { installFakeApi } from '../../../../tests/support/fake-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { completeSettingsOf } from '../test-events.ts';
import { VoyageTemplate } from './voyage-template.tsx';

configure({ asyncUtilTimeout: 10_000 });

const upload = vi.hoisted(() => ({ run: vi.fn() }));
vi.mock('../api/voyage-template.ts', () => ({
  downloadVoyageTemplate: vi.fn(async () => undefined),
  uploadVoyageTemplate: upload.run,
}));

const vesselId = 'vessel-1';
const manualMeter = {
  id: 'm-1',
  name: 'ME',
  vesselId,
  fuelTypeId: 'ft-1',
  fuelConsumptionSources: ['Manual'],
  fuelMassFlowRateLogVariableId: null,
  isDeactivated: false,
  version: 1,
  isDeleted: false,
};
const settings = completeSettingsOf(vesselId);

function installServer(options: { meters?: unknown[]; cargoUnits?: unknown[] } = {}) {
  installFakeApi({
    [`GET /VesselSettings/${vesselId}`]: () => ({
      body: { ...settings, cargoUnits: options.cargoUnits ?? settings.cargoUnits },
    }),
    'GET /FuelTanks/Find': () => ({ body: [] }),
    'GET /FlowMeters/Find': () => ({ body: options.meters ?? [manualMeter] }),
  });
}

const file = () => new File([new Uint8Array([1, 2, 3])], 'voyages.xlsx');

function choose() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file()] } });
}

beforeEach(() => {
  upload.run.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('VoyageTemplate', { timeout: 60_000 }, () => {
  it('EMIS-186 EMIS-024 says what the template still needs and offers neither download nor upload', async () => {
    installServer({ meters: [{ ...manualMeter, fuelMassFlowRateLogVariableId: 'lv-1' }], cargoUnits: [] });
    renderWithProviders(<VoyageTemplate vesselId={vesselId} onOpenVoyage={vi.fn()} />);
    const needs = await screen.findByTestId('template-needs');
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([voyageTemplateMessages.missingManualMeterOrTank, voyageTemplateMessages.missingCargoUnits]);
    expect(screen.getByRole('button', { name: 'Download template' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload template' }).hasAttribute('disabled')).toBe(true);
  });

  it('EMIS-224 shows the progress of an upload, then what it saved and a way to the voyage', async () => {
    installServer();
    const onOpenVoyage = vi.fn();
    let finish: (result: TemplateUploadResult) => void = () => undefined;
    upload.run.mockImplementation(
      (_vessel: string, _file: File, onProgress: (progress: unknown) => void) =>
        new Promise<TemplateUploadResult>((resolve) => {
          onProgress({ phase: 'sending', fraction: 0.4 });
          finish = resolve;
        }),
    );
    renderWithProviders(<VoyageTemplate vesselId={vesselId} onOpenVoyage={onOpenVoyage} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Upload template' }).hasAttribute('disabled')).toBe(false),
    );
    choose();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading voyages.xlsx' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    finish({
      rows: 3,
      events: { added: 3, changed: 0, unchanged: 0 },
      cargo: { added: 1, changed: 0, unchanged: 0 },
      fuelConsumptions: { added: 4, changed: 0, unchanged: 0 },
      voyages: [{ departureId: 'd-1', departedAt: '2018-03-01T08:00:00.000Z', name: 'Rotterdam-Hamburg' }],
    });
    const summary = await screen.findByTestId('template-upload-result');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Events: 3 added, 0 changed, 0 unchanged',
      'Cargo: 1 added, 0 changed, 0 unchanged',
      'Fuel consumptions: 4 added, 0 changed, 0 unchanged',
    ]);
    expect(summary.textContent).toContain('Rotterdam-Hamburg, departed 01. Mar, 2018 08:00');
    fireEvent.click(within(summary).getByRole('button', { name: /Open Rotterdam-Hamburg/ }));
    expect(onOpenVoyage).toHaveBeenCalledWith('d-1');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("EMIS-030 EMIS-229 a refused upload shows the spec's text with every error in brackets", async () => {
    installServer();
    upload.run.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'The template has 2 errors; nothing was saved.', [
        { path: 'B3', message: 'Row 3: An event must come after the departure of its voyage.' },
        { path: 'C7', message: "Row 7: No port has the UN/LOCODE 'ZZZZZ'." },
      ]),
    );
    renderWithProviders(<VoyageTemplate vesselId={vesselId} onOpenVoyage={vi.fn()} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Upload template' }).hasAttribute('disabled')).toBe(false),
    );
    choose();
    const errors = await screen.findByTestId('template-errors');
    expect(errors.textContent).toContain(messages.templateUploadFailed);
    expect(errors.textContent).toContain(messages.templateReviewAndRetry);
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '[Row 3: An event must come after the departure of its voyage.]',
      "[Row 7: No port has the UN/LOCODE 'ZZZZZ'.]",
    ]);
  });
});
