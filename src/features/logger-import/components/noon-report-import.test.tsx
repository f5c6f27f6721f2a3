import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  NoonImportDryRun,
  NoonImportPreview,
} from '../../../../domain/contracts/noon-report-imports.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { NoonReportImport } from './noon-report-import.tsx';

const vesselId = testId('aurora');
const mappingId = testId('noon-mapping');
const hfo = testId('hfo');
const p = `/NoonReportImports/${vesselId}`;

function preview(overrides: Partial<NoonImportPreview> = {}): NoonImportPreview {
  return {
    fileName: 'noon.csv',
    fileKind: 'csv',
    dialect: { separator: ';', decimalComma: true, bom: false, lineBreak: '\n', quoted: false },
    sheetName: null,
    sheetNames: [],
    headerLine: 1,
    header: ['Date', 'Steaming hours', 'HFO cons. [t]'],
    timeColumn: 'Date',
    timeFormat: 'iso-local',
    timeNeedsZone: true,
    rows: [{ line: 2, cells: ['2031-03-01 12:00', '24', '30'] }],
    columns: [
      {
        columnIndex: 1,
        source: 'Steaming hours',
        field: 'hoursSteamed',
        unit: 'h',
        fuelTypeId: null,
        consumer: null,
        matched: 'steaming hours',
        exampleValues: ['24'],
      },
      {
        columnIndex: 2,
        source: 'HFO cons. [t]',
        field: 'fuel',
        unit: 't',
        fuelTypeId: hfo,
        consumer: 'Other',
        matched: 'HFO',
        exampleValues: ['30'],
      },
    ],
    fuelTypes: [{ id: hfo, shortName: 'HFO', name: 'Heavy Fuel Oil' }],
    matchingMappingId: null,
    ...overrides,
  };
}

function dryRun(overrides: Partial<NoonImportDryRun> = {}): NoonImportDryRun {
  return {
    fileName: 'noon.csv',
    rowCount: 2,
    rowsAccepted: 2,
    rowsRefused: 0,
    newReports: 2,
    changedReports: 0,
    unchangedReports: 0,
    firstReportAt: '2031-03-01T08:00:00.000Z',
    lastReportAt: '2031-03-02T08:00:00.000Z',
    refusals: [],
    refusalsTruncated: false,
    warnings: [],
    ...overrides,
  };
}

const file = () => new File(['Date;Steaming hours;HFO cons. [t]\n2031-03-01 12:00;24;30\n'], 'noon.csv');

async function choose() {
  const input = await waitFor(() => {
    const element = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!element) throw new Error('no file input');
    return element;
  });
  fireEvent.change(input, { target: { files: [file()] } });
}

const render = (disabled = false) =>
  renderWithProviders(<NoonReportImport vesselId={vesselId} disabled={disabled} />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the noon report spreadsheet on the import page', () => {
  it('shows the reading state, then the columns with the suggested field, unit, fuel type and consumer', async () => {
    let answer: (value: { body: NoonImportPreview }) => void = () => {};
    installFakeApi({
      [`POST ${p}/Preview`]: () => new Promise((resolve) => (answer = resolve)),
    });
    render();
    expect(screen.getByText(messages.noonImportIntro)).toBeTruthy();
    await choose();
    expect(await screen.findByText('Reading noon.csv…')).toBeTruthy();
    answer({ body: preview() });
    const table = await screen.findByRole('table', { name: 'Columns of the noon report file' });
    expect((within(table).getByLabelText('Field of Steaming hours') as HTMLSelectElement).value).toBe(
      'hoursSteamed',
    );
    expect((within(table).getByLabelText('Unit of HFO cons. [t]') as HTMLSelectElement).value).toBe('t');
    expect((within(table).getByLabelText('Fuel type of HFO cons. [t]') as HTMLSelectElement).value).toBe(hfo);
    expect((within(table).getByLabelText('Consumer of HFO cons. [t]') as HTMLSelectElement).value).toBe(
      'Other',
    );
    expect(screen.queryByText(messages.noonImportNoColumns)).toBeNull();
  });

  it('says when no column matched a noon report field (the empty state)', async () => {
    installFakeApi({
      [`POST ${p}/Preview`]: () => ({
        body: preview({
          columns: preview().columns.map((c) => ({
            ...c,
            field: null,
            unit: null,
            fuelTypeId: null,
            consumer: null,
          })),
        }),
      }),
    });
    render();
    await choose();
    expect(await screen.findByText(messages.noonImportNoColumns)).toBeTruthy();
    expect((screen.getByLabelText('Field of Steaming hours') as HTMLSelectElement).value).toBe('');
  });

  it("shows the server's refusal of the file as an error with a retry", async () => {
    installFakeApi({
      [`POST ${p}/Preview`]: () => ({ status: 400, body: { message: messages.loggerImportNotCsv } }),
    });
    render();
    await choose();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(fillMessage(messages.noonImportFailed, { reason: 'noon.csv' }));
    expect(alert.textContent).toContain(messages.loggerImportNotCsv);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('is disabled offline', () => {
    installFakeApi({});
    render(true);
    expect(
      (screen.getByRole('button', { name: messages.noonImportChooseFile }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('needs a zone, saves the mapping, lists the refusals of a dry run, then imports after a clean one', async () => {
    let dry = dryRun({
      rowsAccepted: 1,
      rowsRefused: 1,
      refusals: [
        { line: 3, column: 'Steaming hours', value: 'x', rule: 'not-a-number', reason: 'x is not a number' },
      ],
      warnings: [
        {
          line: 2,
          reportTime: '2031-03-01T12:00:00+04:00',
          rule: 'distance',
          message: 'Check the distance.',
        },
      ],
    });
    const { calls } = installFakeApi({
      [`POST ${p}/Preview`]: () => ({ body: preview() }),
      [`POST ${p}/Mappings`]: ({ body }) => ({
        body: {
          id: mappingId,
          vesselId,
          sourceName: (body as { sourceName: string }).sourceName,
          mapping: body,
          createdAt: '2031-03-05T10:00:00.000Z',
          updatedAt: '2031-03-05T10:00:00.000Z',
          lastUsedAt: null,
        },
      }),
      [`POST ${p}/DryRun`]: () => ({ body: dry }),
      [`POST ${p}/Import`]: () => ({
        body: { vesselId, mappingId, created: 2, updated: 0, unchanged: 0, dryRun: dryRun() },
      }),
    });
    render();
    await choose();
    await screen.findByRole('table', { name: 'Columns of the noon report file' });
    fireEvent.click(screen.getByRole('button', { name: 'Save noon report mapping' }));
    expect(await screen.findByText(messages.loggerZoneRequired, { selector: '[role="alert"]' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Zone of the ship's times"), { target: { value: 'Asia/Dubai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save noon report mapping' }));
    expect(
      await screen.findByText(fillMessage(messages.noonImportMappingSaved, { source: 'noon' })),
    ).toBeTruthy();
    const saved = calls.find((c) => c.method === 'POST' && c.path === `${p}/Mappings`)!.body;
    expect(saved).toMatchObject({
      sourceName: 'noon',
      timeColumn: 'Date',
      timeZone: 'Asia/Dubai',
      columns: [
        { source: 'Steaming hours', field: 'hoursSteamed', unit: 'h', fuelTypeId: null, consumer: null },
        { source: 'HFO cons. [t]', field: 'fuel', unit: 't', fuelTypeId: hfo, consumer: 'Other' },
      ],
    });
    expect(
      (screen.getByRole('button', { name: 'Import the noon reports' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Dry run of the noon reports' }));
    const refusals = await screen.findByRole('table', { name: 'Refused rows and values' });
    expect(
      within(refusals).getByRole('row', { name: /3 Steaming hours x not-a-number x is not a number/ }),
    ).toBeTruthy();
    expect(screen.getByText(fillMessage(messages.noonImportDryRunRefused, { count: '1' }))).toBeTruthy();
    expect(screen.getByText('Line 2: Check the distance.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Import the noon reports' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    dry = dryRun();
    fireEvent.click(screen.getByRole('button', { name: 'Dry run of the noon reports' }));
    expect(
      await screen.findByText(
        fillMessage(messages.noonImportDryRunClean, { count: '2', new: '2', changed: '0', unchanged: '0' }),
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import the noon reports' }));
    expect(
      await screen.findByText(
        fillMessage(messages.noonImportDone, { created: '2', updated: '0', unchanged: '0' }),
      ),
    ).toBeTruthy();
  });
});
