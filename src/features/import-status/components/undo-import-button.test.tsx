import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportRecord } from '../../../../domain/contracts/imports.ts';
import { messages } from '../../../../domain/messages.ts';
import type * as Snackbar from '../../../components/snackbar.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { UndoImportButton } from './undo-import-button.tsx';

const snackbar = vi.hoisted(() => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../../../components/snackbar.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Snackbar>()),
  ...snackbar,
}));

const record: ImportRecord = {
  importPath: '2026/04/05/abc.zip',
  zipPath: null,
  timestamp: '2026-04-05T10:00:00.000Z',
  importDuration: 10_000,
  importDurationInSeconds: 0.001,
  status: 0,
  progress: 100,
  webJob: 'Import',
  startTime: '2026-04-05T10:00:00.000Z',
  errorMessage: null,
  stackTrace: null,
  importStatistics: [],
  partitionKey: '2026-04-05',
  imoNumber: '9074729',
  sampleCounts: { read: 3000, stored: 2876, duplicate: 100, replaced: 24 },
  correction: false,
  outcome: null,
  dataFrom: '2026-04-01T00:00:00.000Z',
  dataTo: '2026-04-04T00:00:00.000Z',
  undoneAt: null,
  samplesRemoved: null,
};

let posts: unknown[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: `Undo import ${record.importPath}` }));
  return screen.findByRole('dialog');
};

describe('Undo import on an imported row (issue 24 §1)', () => {
  it('asks first, naming the vessel, the period and the samples; the confirm button has the focus; undoing posts the path and closes', async () => {
    answer = { status: 202, body: { importPath: record.importPath, samplesRemoved: 0, queued: true } };
    renderWithProviders(<UndoImportButton record={record} />);
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('IMO 9074729');
    expect(dialog.textContent).toContain('2,900');
    expect(dialog.textContent).toMatch(/2026/);
    expect(posts).toEqual([]);
    const confirm = screen.getByRole('button', { name: messages.importUndoConfirmButton });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ importPath: record.importPath }]);
    // The undo is queued (ADR 0114): said in words, not as a count of removed samples.
    expect(snackbar.showSuccess).toHaveBeenCalledWith(messages.importUndoQueued);
  });

  it('shows why it failed in the dialog, which stays open', async () => {
    answer = { status: 409, body: { message: messages.importUndoAgain } };
    renderWithProviders(<UndoImportButton record={record} />);
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: messages.importUndoConfirmButton }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.importUndoAgain);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Escape closes the dialog and undoes nothing', async () => {
    renderWithProviders(<UndoImportButton record={record} />);
    const dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([]);
  });
});
