import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { importStatusView, type ImportStatusView } from '../import-status-search.ts';
import { messages } from '../../../../domain/messages.ts';
import { ImportStatusPage } from './import-status-page.tsx';

type Call = { method: string; path: string; body: unknown };

const now = Date.now();
const iso = (msAgo: number) => new Date(now - msAgo).toISOString();

function record(path: string, change: Record<string, unknown> = {}) {
  return {
    importPath: path,
    zipPath: `${path}.zip`,
    timestamp: iso(60_000),
    importDuration: 5_230_000,
    importDurationInSeconds: 0.523,
    status: 0,
    progress: 100,
    webJob: 'Import',
    startTime: iso(60_000),
    errorMessage: null,
    stackTrace: null,
    importStatistics: [
      { tableName: 'LoggingHistory', importDuration: 18_000_000_000, rowCount: 1000 },
      { tableName: 'LogVariables', importDuration: 10_000, rowCount: 12 },
    ],
    partitionKey: new Date(now).toISOString().slice(0, 10),
    imoNumber: '9074729',
    ...change,
  };
}

const running = [
  record('running/fresh', { status: 2, progress: 40, startTime: iso(60_000), importDuration: 600_000_000 }),
  record('running/stuck', {
    status: 2,
    progress: 75,
    startTime: iso(901_000),
    importDuration: 9_010_000_000,
  }),
];
const failed = [
  record('failed/prepare', {
    status: 1,
    webJob: 'Prepare',
    errorMessage: 'Unknown IMO number 1234567',
    stackTrace: 'Error: Unknown IMO\n    at prepare',
  }),
  record('failed/import', { status: 1, webJob: 'Import', errorMessage: 'Row 3: bad value' }),
];
const recent = Array.from({ length: 7 }, (_, i) =>
  record(`recent/${i}`, { timestamp: iso((i + 1) * 60_000), importDuration: 36_000_000_000 }),
);
recent.push(record('recent/other-vessel', { imoNumber: '9321483', importDuration: 36_000_000_000 }));

let calls: Call[] = [];

function respond(body: unknown, status = 200) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace('/api/v1', '');
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && path === '/FailedImports/RetryAll') return respond({ retried: failed.length });
      if (method !== 'GET') return respond(undefined, 204);
      if (path === '/QueueAttributes/receiveddata')
        return respond({
          queue: 'receiveddata',
          approximateNumberOfMessages: 2,
          approximateNumberOfMessagesNotVisible: 1,
        });
      if (path === '/QueueAttributes/pendingimports')
        return respond({
          queue: 'pendingimports',
          approximateNumberOfMessages: 11,
          approximateNumberOfMessagesNotVisible: 0,
        });
      if (path === '/RunningImports') return respond(running);
      if (path === '/FailedImports') return respond(failed);
      if (path.startsWith('/SuccessfulImports/')) return respond(recent);
      if (path === '/VesselImportStates') {
        return respond([
          {
            imoNumber: '9074729',
            currentImport: 'running/fresh',
            currentImportSetAt: '2026-11-22T10:15:00Z',
            pendingImportPaths: ['pending/a', 'pending/b'],
          },
        ]);
      }
      return respond({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ onChange }: { onChange?: (change: Partial<ImportStatusView>) => void }) {
  const [view, setView] = useState(importStatusView({}, '2026-11-22'));
  return (
    <ImportStatusPage
      view={view}
      onViewChange={(change) => {
        onChange?.(change);
        setView((current) => ({ ...current, ...change }));
      }}
      renderOpenLink={(importPath, _day, children) => <a href={`/details/${importPath}`}>{children}</a>}
    />
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('ImportStatusPage', { timeout: 20_000 }, () => {
  it('ADMIN-088 shows the message counts of both queues and reloads them with Refresh', async () => {
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByTestId('queue-count-Received data queue').textContent).toBe('3'));
    expect(screen.getByText('2 waiting, 1 being handled')).toBeDefined();
    expect(screen.getByTestId('queue-count-Pending imports queue').textContent).toBe('11');
    expect(screen.getByText('Received data queue')).toBeDefined();
    expect(screen.getByText('Pending imports queue')).toBeDefined();
    const before = calls.filter((c) => c.path === '/QueueAttributes/receiveddata').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/QueueAttributes/receiveddata').length).toBeGreaterThan(before),
    );
  });

  it('ADMIN-089 ADMIN-190 ADMIN-191 polls every 2 s by default with Start/Stop, and shows 5 rows per table', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect((screen.getByLabelText('Poll interval', { selector: 'input' }) as HTMLInputElement).value).toBe(
      '2 s',
    );
    expect((screen.getByLabelText('Rows per table', { selector: 'input' }) as HTMLInputElement).value).toBe(
      '5',
    );
    fireEvent.click(screen.getByLabelText('Poll interval', { selector: 'input' }));
    const pollOptions = await screen.findAllByRole('option');
    expect(pollOptions.map((o) => o.textContent)).toEqual(['1 s', '2 s', '5 s', '10 s', '20 s']);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onChange).toHaveBeenCalledWith({ live: true });
    expect(screen.getByRole('button', { name: 'Stop' })).toBeDefined();
  });

  it('ADMIN-100 shows a progress bar per running import and Retry only after 900 seconds', async () => {
    renderWithProviders(<Harness />);
    const runningSection = section('Running imports');
    expect(
      await within(runningSection).findByRole('progressbar', { name: 'Progress of running/fresh' }),
    ).toBeDefined();
    expect(within(runningSection).getByText('75%')).toBeDefined();
    expect(within(runningSection).queryByRole('button', { name: 'Retry running/fresh' })).toBeNull();
    fireEvent.click(within(runningSection).getByRole('button', { name: 'Retry running/stuck' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/Queue/pendingimports')).toBe(true),
    );
    const deleted = calls.find((c) => c.method === 'DELETE');
    expect(deleted?.path).toBe('/RunningImports');
    expect((deleted?.body as { importPath: string }).importPath).toBe('running/stuck');
  });

  it('ADMIN-096 ADMIN-188 lists paths, timestamp, duration (ms or s with 3 decimals) and status', async () => {
    renderWithProviders(<Harness />);
    const runningSection = section('Running imports');
    await within(runningSection).findByText('running/fresh');
    for (const header of ['Paths', 'Timestamp', 'Duration', 'Status']) {
      expect(within(runningSection).getByRole('columnheader', { name: new RegExp(header) })).toBeDefined();
    }
    expect(within(runningSection).getByText('60.000 s')).toBeDefined();
    const failedSection = section('Failed imports');
    expect((await within(failedSection).findAllByText('523 ms')).length).toBe(2);
  });

  it('ADMIN-097 pages the recent imports with first, previous, three page numbers, next and last', async () => {
    renderWithProviders(<Harness />);
    const recentSection = section('Recent imports');
    const pages = await within(recentSection).findByRole('navigation', { name: 'Recent imports pages' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2']);
    expect(within(pages).getByRole('button', { name: 'First page' }).hasAttribute('disabled')).toBe(true);
    expect(within(pages).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Last page' }));
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'First page' }));
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('ADMIN-092 ADMIN-093 searches by IMO and totals log data points, hours spent and hours on log data', async () => {
    renderWithProviders(<Harness />);
    const recentSection = section('Recent imports');
    await within(recentSection).findByText('recent/0');
    expect(calls.some((c) => c.path === '/SuccessfulImports/GetAll/2')).toBe(true);
    expect(within(recentSection).getByTestId('total-Log data points').textContent).toBe('8,000');
    expect(within(recentSection).getByTestId('total-Hours spent').textContent).toBe('8');
    expect(within(recentSection).getByTestId('total-Hours spent on log data').textContent).toBe('4');
    fireEvent.change(within(recentSection).getByLabelText('IMO number'), { target: { value: '9321483' } });
    expect(within(recentSection).getByText('recent/other-vessel')).toBeDefined();
    expect(within(recentSection).queryByText('recent/0')).toBeNull();
    expect(within(recentSection).getByTestId('total-Log data points').textContent).toBe('1,000');
  });

  it('ADMIN-092 switches to one day with Previous and Next', async () => {
    renderWithProviders(<Harness />);
    const recentSection = section('Recent imports');
    fireEvent.click(within(recentSection).getByText('Day'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/SuccessfulImports/Find/2026-11-22')).toBe(true),
    );
    fireEvent.click(within(recentSection).getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/SuccessfulImports/Find/2026-11-21')).toBe(true),
    );
    fireEvent.click(within(recentSection).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(recentSection).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/SuccessfulImports/Find/2026-11-23')).toBe(true),
    );
  });

  it('ADMIN-098 only an imported row links to its details', async () => {
    renderWithProviders(<Harness />);
    const recentSection = section('Recent imports');
    expect((await within(recentSection).findByText('recent/0')).closest('a')?.getAttribute('href')).toBe(
      '/details/recent/0',
    );
    expect(within(section('Failed imports')).getByText('failed/import').closest('a')).toBeNull();
  });

  it('an undone import says so in words and offers no Undo import; an imported one offers it (issue 24 §1)', async () => {
    const original = recent[0]!;
    recent[0] = record(original.importPath, { ...original, undoneAt: iso(30_000), samplesRemoved: 1234 });
    try {
      renderWithProviders(<Harness />);
      const recentSection = await waitFor(() => section('Recent imports'));
      await waitFor(() => expect(within(recentSection).getByText('Undone')).toBeDefined());
      expect(within(recentSection).getByText(/^Undone on .*: 1,234 samples removed$/)).toBeDefined();
      expect(within(recentSection).queryByRole('button', { name: 'Undo import recent/0' })).toBeNull();
      expect(within(recentSection).getByRole('button', { name: 'Undo import recent/1' })).toBeDefined();
    } finally {
      recent[0] = original;
    }
  });

  it('an import being undone says "Undoing…" and offers no Undo import; one whose undo stopped says why and offers it again (ADR 0114)', async () => {
    const [first, second] = [recent[0]!, recent[1]!];
    recent[0] = record(first.importPath, { ...first, undoState: 'Running', undoError: null });
    recent[1] = record(second.importPath, { ...second, undoState: 'Failed', undoError: 'out of memory' });
    try {
      renderWithProviders(<Harness />);
      const recentSection = await waitFor(() => section('Recent imports'));
      await waitFor(() => expect(within(recentSection).getByText(messages.importUndoing)).toBeDefined());
      expect(within(recentSection).queryByRole('button', { name: 'Undo import recent/0' })).toBeNull();
      expect(within(recentSection).getByText('The undo stopped: out of memory')).toBeDefined();
      expect(within(recentSection).getByRole('button', { name: 'Undo import recent/1' })).toBeDefined();
    } finally {
      [recent[0], recent[1]] = [first, second];
    }
  });

  it('ADMIN-146 Retry all asks "Do you really want to retry ALL failed imports?" before it retries', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(await within(section('Failed imports')).findByRole('button', { name: 'Retry all' }));
    expect(await screen.findByText('Do you really want to retry ALL failed imports?')).toBeDefined();
    expect(calls.some((c) => c.path === '/FailedImports/RetryAll')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/FailedImports/RetryAll')).toBe(true),
    );
  });

  it('ADMIN-123 Remove asks "Do you really want to remove this?" and then deletes the failed import', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(
      await within(section('Failed imports')).findByRole('button', { name: 'Remove failed/import' }),
    );
    expect(await screen.findByText('Do you really want to remove this?')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(section('Failed imports')).getByRole('button', { name: 'Remove failed/import' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/FailedImports')).toBe(true),
    );
    expect(calls.some((c) => c.path.startsWith('/Queue/'))).toBe(false);
  });

  it('ADMIN-122 Retry of a failed Prepare job deletes it and queues its package onto receiveddata', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(
      await within(section('Failed imports')).findByRole('button', { name: 'Retry failed/prepare' }),
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/Queue/receiveddata')).toBe(true));
    const order = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(order).toEqual(['DELETE /FailedImports', 'POST /Queue/receiveddata']);
    expect(calls.find((c) => c.path === '/Queue/receiveddata')?.body).toEqual({ path: 'failed/prepare' });
  });

  it('ADMIN-101 a failed import expands to its error message and stack', async () => {
    renderWithProviders(<Harness />);
    const failedSection = section('Failed imports');
    const toggle = await within(failedSection).findByRole('button', {
      name: 'Show detail of failed/prepare',
    });
    expect(within(failedSection).queryByText('Unknown IMO number 1234567')).toBeNull();
    fireEvent.click(toggle);
    expect(within(failedSection).getByText('Unknown IMO number 1234567')).toBeDefined();
    expect(within(failedSection).getByText(/at prepare/)).toBeDefined();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('ADMIN-095 lists the vessels being imported with IMO, current import, its time and pending paths', async () => {
    renderWithProviders(<Harness />);
    const vessels = section('Vessels being imported');
    expect(await within(vessels).findByText('IMO 9074729')).toBeDefined();
    expect(within(vessels).getByText('running/fresh')).toBeDefined();
    expect(within(vessels).getByText('22. Nov, 2026 10:15')).toBeDefined();
    expect(within(vessels).getByText('pending/a')).toBeDefined();
    expect(within(vessels).getByText('pending/b')).toBeDefined();
  });
});
