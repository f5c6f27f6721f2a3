import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportRecord } from '../../../../domain/contracts/imports.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { ImportDetails } from './import-details.tsx';

const record: ImportRecord = {
  importPath: 'packages/9074729/2026-11-20-0f3a.zip',
  zipPath: 'unpacked/9074729/2026-11-20-0f3a',
  timestamp: '2026-11-20T06:07:00Z',
  importDuration: 123_456_789,
  importDurationInSeconds: 12.3456789,
  status: 0,
  progress: 100,
  webJob: 'Import',
  startTime: '2026-11-20T06:07:00Z',
  errorMessage: null,
  stackTrace: null,
  importStatistics: [
    { tableName: 'LoggingHistory', importDuration: 98_765_432, rowCount: 35_040 },
    { tableName: 'LogVariables', importDuration: 4_560_000, rowCount: 14 },
  ],
  partitionKey: '2026-11-20',
  imoNumber: '9074729',
};

afterEach(() => vi.unstubAllGlobals());

describe('ImportDetails', () => {
  it('ADMIN-099 shows Return, the paths, duration, timestamp, IMO number and the imported tables', () => {
    const onReturn = vi.fn();
    renderWithProviders(<ImportDetails record={record} onReturn={onReturn} />);
    expect(screen.getByRole('link', { name: record.importPath })).toBeDefined();
    expect(screen.getByText('unpacked/9074729/2026-11-20-0f3a')).toBeDefined();
    expect(screen.getByText('12.346 s')).toBeDefined();
    expect(screen.getByText('20. Nov, 2026 06:07')).toBeDefined();
    expect(screen.getByText('IMO 9074729')).toBeDefined();
    const tables = screen.getByRole('table', { name: 'Imported tables' });
    const rows = within(tables)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Table nameImport durationRow count',
      'LoggingHistory9.877 s35,040',
      'LogVariables456 ms14',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(onReturn).toHaveBeenCalledOnce();
  });

  it('ADMIN-099 downloads the package with the bearer token', async () => {
    localStorage.setItem('wakeline.token', 'secret-token');
    const fetchMock = vi.fn(
      async () =>
        new Response('zip', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="9074729-0f3a.zip"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:package');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    renderWithProviders(<ImportDetails record={record} onReturn={vi.fn()} />);
    fireEvent.click(screen.getByRole('link', { name: 'Download zip file' }));
    await waitFor(() => expect(clicked).toEqual(['9074729-0f3a.zip']));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/ImportStatus/DownloadZipFile?path=${encodeURIComponent(record.importPath)}`);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
    click.mockRestore();
  });
});
