import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoggerDryRun, LoggerPreview } from '../../../../domain/contracts/logger-imports.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { buildVessel, goOffline, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { LoggerImportPage } from './logger-import-page.tsx';

const vesselId = testId('aurora');
const mappingId = testId('mapping');
const p = `/LoggerImports/${vesselId}`;
const vessels = [buildVessel({ id: vesselId, name: 'Aurora' })];

function preview(overrides: Partial<LoggerPreview> = {}): LoggerPreview {
  return {
    fileName: 'hourly.csv',
    fileKind: 'csv',
    dialect: { separator: ';', decimalComma: true, bom: false, lineBreak: '\n', quoted: false },
    sheetName: null,
    sheetNames: [],
    headerLine: 1,
    header: ['Zeit', 'Fahrt [km/h]'],
    unitRow: null,
    shape: 'wide',
    timeColumnIndex: 0,
    timeColumn: 'Zeit',
    nameColumn: null,
    valueColumn: null,
    unitColumn: null,
    timeFormat: 'dmy-dot',
    timeNeedsZone: true,
    rows: [
      { line: 2, cells: ['01.03.2026 10:00', '22,2'] },
      { line: 3, cells: ['01.03.2026 11:00', 'x'] },
    ],
    sampleWindowMinutes: 60,
    columns: [
      {
        columnIndex: 1,
        source: 'Fahrt [km/h]',
        sourceName: 'Fahrt',
        unitText: 'km/h',
        detectedUnit: 'km/h',
        ignore: false,
        variable: 'Navigation:Speed through water',
        taxon: 'Navigation:Speed through water',
        unit: 'km/h',
        storedUnit: 'kn',
        suggestions: [{ taxon: 'Navigation:Speed through water', confidence: 0.8, matched: 'Fahrt' }],
        exampleValues: ['22,2'],
      },
    ],
    matchingMappingId: null,
    ...overrides,
  };
}

const dryRun: LoggerDryRun = {
  fileName: 'hourly.csv',
  rowCount: 2,
  rowsAccepted: 2,
  rowsRefused: 0,
  cellCount: 2,
  cellsRefused: 1,
  sampleCount: 1,
  variables: [],
  ignoredNames: [],
  firstSampleAt: '2026-03-01T09:00:00.000Z',
  lastSampleAt: '2026-03-01T09:00:00.000Z',
  sampleWindowMinutes: 60,
  refusals: [
    { line: 3, column: 'Fahrt [km/h]', value: 'x', rule: 'not-a-number', reason: 'x is not a number' },
  ],
  refusalsTruncated: false,
};

function savedMapping(body: unknown) {
  return {
    id: mappingId,
    vesselId,
    sourceName: (body as { sourceName: string }).sourceName,
    mapping: body,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    lastUsedAt: null,
  };
}

function render(props: { vesselId?: string; withLink?: boolean } = {}) {
  const onVesselChange = vi.fn();
  renderWithProviders(
    <LoggerImportPage
      vesselId={props.vesselId ?? vesselId}
      onVesselChange={onVesselChange}
      renderImportStatusLink={
        props.withLink === false ? null : (children) => <a href="/ImportStatus">{children}</a>
      }
    />,
  );
  return { onVesselChange };
}

async function drop(...files: File[]) {
  const input = await waitFor(() => {
    const element = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!element) throw new Error('no file input');
    return element;
  });
  fireEvent.change(input, { target: { files } });
}

const csv = () =>
  new File(['Zeit;Fahrt [km/h]\n01.03.2026 10:00;22,2\n'], 'hourly.csv', { type: 'text/csv' });

async function chooseZone(zone: string) {
  const input = screen.getByLabelText(/Time zone/, { selector: 'input' });
  fireEvent.click(input);
  const list = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the zones did not open');
    return element;
  });
  fireEvent.click(within(list).getByRole('option', { name: zone, hidden: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the import data page', () => {
  it('shows a dropped CSV file as a preview: first rows, dialect, sample window and the suggested mapping', async () => {
    installFakeApi({
      'GET /Vessels': () => ({ body: vessels }),
      [`GET ${p}/Mappings`]: () => ({ body: [] }),
      [`POST ${p}/Preview`]: () => ({ body: preview() }),
    });
    render();
    await drop(csv());
    const rows = await screen.findByRole('table', { name: 'First rows of the file' });
    expect(within(rows).getByRole('cell', { name: '01.03.2026 11:00' })).toBeTruthy();
    expect(screen.getByText('CSV, semicolon separated, decimal comma')).toBeTruthy();
    expect(screen.getByText('60 minutes')).toBeTruthy();
    const mapping = screen.getByRole('table', { name: 'Column mapping' });
    expect(within(mapping).getByLabelText<HTMLInputElement>('Log variable of Fahrt [km/h]').value).toBe(
      'Navigation:Speed through water',
    );
    expect(within(mapping).getByLabelText<HTMLInputElement>('Unit of Fahrt [km/h]').value).toBe('km/h');
  });

  it('refuses to save the mapping until the time zone of zone-less times is chosen, then saves it', async () => {
    const { calls } = installFakeApi({
      'GET /Vessels': () => ({ body: vessels }),
      [`GET ${p}/Mappings`]: () => ({ body: [] }),
      [`POST ${p}/Preview`]: () => ({ body: preview() }),
      [`POST ${p}/Mappings`]: ({ body }) => ({ status: 201, body: savedMapping(body) }),
    });
    render();
    await drop(csv());
    await screen.findByRole('table', { name: 'Column mapping' });
    expect(screen.getByRole('button', { name: 'Dry run' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.loggerZoneRequired);
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/Mappings'))).toBe(false);

    await chooseZone('Europe/Oslo');
    fireEvent.change(screen.getByLabelText(/Source name/), { target: { value: 'K-Chief hourly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(
      await screen.findByText(fillMessage(messages.loggerMappingSaved, { source: 'K-Chief hourly' })),
    ).toBeTruthy();
    const saved = calls.find((call) => call.method === 'POST' && call.path.endsWith('/Mappings'));
    expect(saved?.body).toMatchObject({
      sourceName: 'K-Chief hourly',
      timeColumn: 'Zeit',
      timeZone: 'Europe/Oslo',
      shape: 'wide',
      columns: [{ source: 'Fahrt [km/h]', variable: 'Navigation:Speed through water', unit: 'km/h' }],
    });
  });

  it('lists every refusal of the dry run with line, column, value and reason, and holds the import back', async () => {
    installFakeApi({
      'GET /Vessels': () => ({ body: vessels }),
      [`GET ${p}/Mappings`]: () => ({ body: [] }),
      [`POST ${p}/Preview`]: () => ({ body: preview({ timeNeedsZone: false }) }),
      [`POST ${p}/Mappings`]: ({ body }) => ({ status: 201, body: savedMapping(body) }),
      [`POST ${p}/DryRun`]: () => ({ body: dryRun }),
    });
    render();
    await drop(csv());
    fireEvent.click(await screen.findByRole('button', { name: 'Save mapping' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dry run' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    const refusals = await screen.findByRole('table', { name: 'Refused rows and values' });
    const cells = within(refusals)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['3', 'Fahrt [km/h]', 'x', 'x is not a number']);
    expect(screen.getByText(messages.loggerRefusalsBlockImport)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
  });

  it('imports a file matching a saved mapping straight away and links to Import Status', async () => {
    const { calls } = installFakeApi({
      'GET /Vessels': () => ({ body: vessels }),
      [`GET ${p}/Mappings`]: () => ({
        body: [
          savedMapping({
            sourceName: 'K-Chief hourly',
            timeColumn: 'Zeit',
            timeZone: 'UTC',
            shape: 'wide',
            long: null,
            sheetName: null,
            columns: [
              { source: 'Fahrt [km/h]', variable: 'Speed', taxon: null, unit: 'km/h', densityKgPerM3: null },
            ],
          }),
        ],
      }),
      [`POST ${p}/Preview`]: () => ({
        body: preview({ timeNeedsZone: false, matchingMappingId: mappingId }),
      }),
      [`POST ${p}/Import`]: () => ({
        status: 202,
        body: {
          importPath: '2026/11/28/abc.zip',
          vesselId,
          imoNumber: '9476123',
          mappingId,
          dryRun: { ...dryRun, cellsRefused: 0, refusals: [], sampleCount: 24 },
        },
      }),
    });
    render();
    await drop(csv());
    expect(
      await screen.findByText(fillMessage(messages.loggerSavedMappingUsed, { source: 'K-Chief hourly' })),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(fillMessage(messages.loggerImported, { name: 'hourly.csv', samples: '24' })),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.loggerFollowOnImportStatus }).getAttribute('href')).toBe(
      '/ImportStatus',
    );
    expect(calls.filter((call) => call.path.endsWith('/Mappings') && call.method !== 'GET')).toHaveLength(0);
  });

  it("shows the server's message when the preview is refused, and sends a .zip to the package import", async () => {
    const { calls } = installFakeApi({
      'GET /Vessels': () => ({ body: vessels }),
      [`GET ${p}/Mappings`]: () => ({ body: [] }),
      [`POST ${p}/Preview`]: () => ({
        status: 400,
        body: { message: 'The file has no time column.', code: 'VALIDATION_FAILED' },
      }),
      'POST /ImportPackages': () => ({ status: 202, body: { importPath: 'p.zip', queued: true } }),
    });
    render();
    await drop(csv(), new File(['PK'], 'package.zip'), new File(['x'], 'notes.txt'));
    expect(await screen.findByText('The file has no time column.')).toBeTruthy();
    expect(
      await screen.findByText(fillMessage(messages.loggerPackageSent, { name: 'package.zip' })),
    ).toBeTruthy();
    expect(screen.getByText(fillMessage(messages.loggerUnsupportedFile, { name: 'notes.txt' }))).toBeTruthy();
    expect(calls.filter((call) => call.path === '/ImportPackages')).toHaveLength(1);
  });

  it('says that uploads need a connection and takes no files while offline', async () => {
    installFakeApi({ 'GET /Vessels': () => ({ body: vessels }) });
    render();
    await screen.findByLabelText(/Vessel/, { selector: 'input' });
    goOffline();
    fireEvent(window, new Event('offline'));
    expect(await screen.findByText(messages.loggerOfflineNotice)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.loggerDropFiles })).toHaveProperty('disabled', true);
  });
});
