import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Taxonomy, TaxonomyUploadResult } from '../../../../domain/contracts/taxonomy.ts';
import { installFakeApi, type FakeResponse } from '../../../../tests/support/fake-api.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { TaxonomyPage } from './taxonomy-page.tsx';

// Queries wait up to 5 s: the shared test machine is often busy.
configure({ asyncUtilTimeout: 5000 });

const taxonomy: Taxonomy = {
  categories: [
    { name: 'Navigation', taxa: ['Navigation:Speed over ground', 'Navigation:Heading'] },
    { name: 'Propulsion', taxa: ['Propulsion:Shaft speed', 'Propulsion:Shaft power'] },
  ],
  logVariables: [
    { id: 'v-1', name: 'Heading', taxa: ['Navigation:Heading'] },
    { id: 'v-2', name: 'Shaft power', taxa: ['Propulsion:Shaft power'] },
    { id: 'v-3', name: 'SOG', taxa: ['Navigation:Speed over ground'] },
    { id: 'v-4', name: 'Speed over ground', taxa: ['Navigation:Speed over ground'] },
    { id: 'v-5', name: 'Spare', taxa: [] },
  ],
};

/** The page with its URL state kept in a plain state, as the route keeps it in the search. */
function Harness({ initial = null }: { initial?: string | null }) {
  const [variable, setVariable] = useState<string | null>(initial);
  return <TaxonomyPage variable={variable} onVariableChange={setVariable} />;
}

const table = () => screen.findByRole('table', { name: 'Taxonomy categories' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const highlightedTaxa = () =>
  screen
    .getAllByTestId('taxon-row')
    .filter((row) => row.dataset['highlighted'] === 'true')
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

async function pickVariable(name: string) {
  const input = await screen.findByLabelText('Log variable', { selector: 'input' });
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: name.slice(0, 4) } });
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the log variables did not open');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const sheet = (name = 'taxonomy.xlsx') => new File(['sheet bytes'], name);

beforeEach(() => {
  document.cookie = 'wakeline_taxonomy_sort=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TaxonomyPage', () => {
  it('ADMIN-084 the category table lists every taxon under its category with the log variables that carry it', async () => {
    installFakeApi({ 'GET /Taxonomy': () => ({ body: taxonomy }) });
    renderWithProviders(<Harness />);
    await table();
    // Grouped by category: the name stands on the first row of its group only (read out on every row).
    expect(screen.getAllByTestId('taxon-row').map(cellsOf)).toEqual([
      ['Navigation', 'Speed over groundNavigation:Speed over ground', 'SOG, Speed over ground'],
      ['Navigation', 'HeadingNavigation:Heading', 'Heading'],
      ['Propulsion', 'Shaft speedPropulsion:Shaft speed', 'none'],
      ['Propulsion', 'Shaft powerPropulsion:Shaft power', 'Shaft power'],
    ]);
    expect(screen.getAllByText('Navigation', { selector: 'td' })).toHaveLength(1);
  });

  it('ADMIN-084 sorts by taxon, then back to the categories descending, and keeps the order in a cookie', async () => {
    installFakeApi({ 'GET /Taxonomy': () => ({ body: taxonomy }) });
    renderWithProviders(<Harness />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: /Taxon/ }));
    const taxa = () => screen.getAllByTestId('taxon-row').map((row) => cellsOf(row)[1]);
    expect(taxa()).toEqual([
      'HeadingNavigation:Heading',
      'Shaft powerPropulsion:Shaft power',
      'Shaft speedPropulsion:Shaft speed',
      'Speed over groundNavigation:Speed over ground',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Category/ }));
    fireEvent.click(screen.getByRole('button', { name: /Category/ }));
    expect(screen.getAllByTestId('taxon-row').map((row) => cellsOf(row)[0])).toEqual([
      'Propulsion',
      'Propulsion',
      'Navigation',
      'Navigation',
    ]);
    expect(document.cookie).toContain('wakeline_taxonomy_sort=category%3Adesc');
  });

  it('ADMIN-083 picking a log variable highlights its taxa in the table and names them', async () => {
    installFakeApi({ 'GET /Taxonomy': () => ({ body: taxonomy }) });
    renderWithProviders(<Harness />);
    await table();
    expect(highlightedTaxa()).toEqual([]);
    await pickVariable('Speed over ground');
    await waitFor(() =>
      expect(highlightedTaxa()).toEqual([
        'Taxon of Speed over ground: Speed over groundNavigation:Speed over ground',
      ]),
    );
    expect(screen.getByText('Taxa of Speed over ground:')).toBeDefined();
    // The chosen name is marked among the variables of its taxon; SOG, the other one, is not.
    const row = screen.getAllByTestId('taxon-row')[0]!;
    expect(within(row).getByText('Speed over ground', { selector: 'mark' })).toBeDefined();
    expect(within(row).queryByText('SOG', { selector: 'mark' })).toBeNull();

    await pickVariable('Shaft power');
    await waitFor(() =>
      expect(highlightedTaxa()).toEqual(['Taxon of Shaft power: Shaft powerPropulsion:Shaft power']),
    );
  });

  it('ADMIN-083 a variable from the URL is highlighted at once; one without taxa says so', async () => {
    installFakeApi({ 'GET /Taxonomy': () => ({ body: taxonomy }) });
    const { unmount } = renderWithProviders(<Harness initial="heading" />);
    await table();
    expect(highlightedTaxa()).toEqual(['Taxon of Heading: HeadingNavigation:Heading']);
    unmount();
    renderWithProviders(<Harness initial="Spare" />);
    expect(await screen.findByText('Spare has no taxa.')).toBeDefined();
    expect(highlightedTaxa()).toEqual([]);
  });

  it('shows the loading state, then the empty state when the taxonomy has no taxa', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    installFakeApi({ 'GET /Taxonomy': () => new Promise<FakeResponse>((resolve) => (answer = resolve)) });
    renderWithProviders(<Harness />);
    expect(await screen.findByText('LOADING...')).toBeDefined();
    answer({ body: { categories: [], logVariables: [] } });
    expect(
      await screen.findByText('The taxonomy has no taxa yet. Upload an Excel sheet to fill it.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Upload Excel' })).toBeDefined();
  });

  it("ADMIN-182 a categories failure shows 'Failed to get taxonomy categories' and Retry reads again", async () => {
    let fail = true;
    installFakeApi({
      'GET /Taxonomy': () =>
        fail
          ? { status: 500, body: { message: 'An error occurred.', code: 'INTERNAL' } }
          : { body: taxonomy },
    });
    renderWithProviders(<Harness />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to get taxonomy categories')).toBeDefined();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await table();
  });

  it('offline without a stored taxonomy it says so; the sheet buttons wait for a connection', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(<Harness />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to get taxonomy categories')).toBeDefined();
    expect(within(alert).getByText('You are offline')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Download Excel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Upload Excel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Downloading and uploading the sheet need a connection.')).toBeDefined();
  });

  it('going offline keeps the taxonomy read last on screen, says so, and holds the sheet buttons', async () => {
    installFakeApi({ 'GET /Taxonomy': () => ({ body: taxonomy }) });
    renderWithProviders(<Harness initial="Heading" />);
    await table();
    expect((screen.getByRole('button', { name: 'Upload Excel' }) as HTMLButtonElement).disabled).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(
      await screen.findByText('You are offline: this is the taxonomy as it was last read.'),
    ).toBeDefined();
    expect(highlightedTaxa()).toEqual(['Taxon of Heading: HeadingNavigation:Heading']);
    expect((screen.getByRole('button', { name: 'Upload Excel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Download Excel' }) as HTMLButtonElement).disabled).toBe(true);
    // TanStack Query's online manager heard the event too: tell it the connection is back.
    vi.unstubAllGlobals();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  });

  it('ADMIN-085 Download Excel fetches GET /Taxonomy/Excel with the token and saves taxonomy.xlsx', async () => {
    localStorage.setItem('wakeline.token', 'secret-token');
    const { calls, fetchMock } = installFakeApi({
      'GET /Taxonomy': () => ({ body: taxonomy }),
      'GET /Taxonomy/Excel': () => ({ body: 'xlsx' }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:taxonomy');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<Harness />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved).toEqual(['taxonomy.xlsx']));
    expect(calls.some((call) => call.method === 'GET' && call.path === '/Taxonomy/Excel')).toBe(true);
    const excelCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Taxonomy/Excel'));
    expect((excelCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
  });

  it('ADMIN-086 ADMIN-145 Upload Excel sends the chosen .xlsx or .xls file, shows progress, then what changed', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    let reads = 0;
    const result: TaxonomyUploadResult = {
      logVariables: 5,
      taxa: 5,
      changes: [
        { name: 'Shaft power', change: 'changed', addedTaxa: ['Propulsion:Engine power'], removedTaxa: [] },
        { name: 'Spare', change: 'removed', addedTaxa: [], removedTaxa: [] },
      ],
      addedTaxa: ['Propulsion:Engine power'],
      removedTaxa: [],
    };
    const { fetchMock } = installFakeApi({
      'GET /Taxonomy': () => {
        reads++;
        return { body: taxonomy };
      },
      'POST /Taxonomy/Excel': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<Harness />);
    await table();
    expect(fileInput().accept).toBe('.xlsx,.xls');
    fireEvent.change(fileInput(), { target: { files: [sheet()] } });

    expect(await screen.findByRole('progressbar', { name: 'Uploading taxonomy.xlsx' })).toBeDefined();
    expect((screen.getByRole('button', { name: 'Upload Excel' }) as HTMLButtonElement).disabled).toBe(true);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Taxonomy/Excel'))!;
    expect(init?.method).toBe('POST');
    expect(((init?.body as FormData).get('file') as File).name).toBe('taxonomy.xlsx');

    answer({ body: result });
    const outcome = await screen.findByTestId('taxonomy-upload-result');
    expect(within(outcome).getByText('taxonomy.xlsx uploaded')).toBeDefined();
    expect(outcome.textContent).toContain(
      '2 log variables changed. The taxonomy has 5 log variables and 5 taxa.',
    );
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shaft power: taxa added: Propulsion:Engine power', 'Spare: removed']);
    expect(outcome.textContent).toContain('New taxa: Propulsion:Engine power');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The table is read again after the upload.
    expect(reads).toBe(2);
  });

  it('ADMIN-086 an unchanged sheet says nothing changed', async () => {
    installFakeApi({
      'GET /Taxonomy': () => ({ body: taxonomy }),
      'POST /Taxonomy/Excel': () => ({
        body: { logVariables: 5, taxa: 4, changes: [], addedTaxa: [], removedTaxa: [] },
      }),
    });
    renderWithProviders(<Harness />);
    await table();
    fireEvent.change(fileInput(), { target: { files: [sheet()] } });
    const outcome = await screen.findByTestId('taxonomy-upload-result');
    expect(outcome.textContent).toContain(
      'Nothing changed: the sheet matches the taxonomy. The taxonomy has 5 log variables and 4 taxa.',
    );
  });

  it('ADMIN-086 a refused sheet lists every row in error, and a dropped file is uploaded like a chosen one', async () => {
    installFakeApi({
      'GET /Taxonomy': () => ({ body: taxonomy }),
      'POST /Taxonomy/Excel': () => ({
        status: 400,
        body: {
          message: 'The sheet has 2 errors; nothing was changed.',
          code: 'VALIDATION_FAILED',
          errors: [
            { path: 'B3', message: "Row 3: 'no colon here': A taxon must be written as Category:Name." },
            {
              path: 'A9',
              message: "Row 9: no vessel logs a variable named 'X', and the taxonomy does not have it.",
            },
          ],
        },
      }),
    });
    renderWithProviders(<Harness />);
    await table();
    const zone = screen.getByTestId('taxonomy-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [sheet('edited.xlsx')] } });
    const failure = await screen.findByTestId('taxonomy-upload-failure');
    expect(within(failure).getByText('edited.xlsx was not uploaded')).toBeDefined();
    expect(within(failure).getByText('The sheet has 2 errors; nothing was changed.')).toBeDefined();
    expect(
      within(within(failure).getByRole('list', { name: 'Errors in the sheet' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Row 3: 'no colon here': A taxon must be written as Category:Name.",
      "Row 9: no vessel logs a variable named 'X', and the taxonomy does not have it.",
    ]);
  });

  it('ADMIN-145 a file refused as a whole by the server shows its message once, without a row list', async () => {
    const message = 'The file is not a readable Excel 97-2003 Workbook (.xls).';
    installFakeApi({
      'GET /Taxonomy': () => ({ body: taxonomy }),
      'POST /Taxonomy/Excel': () => ({
        status: 400,
        body: { message, code: 'VALIDATION_FAILED', errors: [{ path: 'file', message }] },
      }),
    });
    renderWithProviders(<Harness />);
    await table();
    fireEvent.change(fileInput(), { target: { files: [sheet('old.xls')] } });
    const failure = await screen.findByTestId('taxonomy-upload-failure');
    expect(within(failure).getByText(message)).toBeDefined();
    expect(within(failure).queryByRole('list')).toBeNull();
  });
});
