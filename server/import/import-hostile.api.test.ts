// Issue 27 "hostile files cannot hurt the server" (ADR 0088): packages built to exhaust memory or
// to be read in the server's own zone are refused in words, store nothing, and the server answers
// afterwards. Zip bombs are deflated as streams (tests/support/zip-bomb.ts), never held whole.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine, eventColumns, variableColumns } from '../../domain/import-package/format.ts';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import {
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import { writeBombZip, type BombEntry } from '../../tests/support/zip-bomb.ts';

let server: PipelineTestServer;
let dir: string;
let vessel: Vessel;
let apiKey: string;
const MiB = 1024 * 1024;

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-hostile-'));
  vessel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  const me = (await server.as('other')<{ id: string }>('GET', '/api/v1/Users/GetUser')).body;
  apiKey = (
    await server.as('other')<{ apiKey: string }>('POST', '/api/v1/Users/GenerateApiKey', {
      body: { userId: me.id },
    })
  ).body.apiKey;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const manifest = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'wakeline-package',
    formatVersion: 1,
    imoNumber: String(vessel.imoNumber),
    periodStart: '2026-04-01T00:00:00.000Z',
    periodEnd: '2026-04-02T00:00:00.000Z',
    createdAt: '2026-04-02T00:00:00.000Z',
    software: { name: 'test', version: '1' },
    sampleFiles: ['samples/2026-04-01.csv'],
    ...overrides,
  });
const variables =
  csvLine([...variableColumns]) + csvLine(['SOG', 'Speed over ground', 'knot', 'GPS', 60, 2, '']);
const day = csvLine(['timestamp', 'SOG']) + csvLine(['2026-04-01T00:00:00.000Z', 12.5]);

let made = 0;
async function hostile(entries: Record<string, string>, extra: BombEntry[] = []): Promise<string> {
  const path = join(dir, `hostile-${made++}.zip`);
  await writeBombZip(path, [
    ...Object.entries(entries).map(([name, content]) => ({ name, content })),
    ...extra,
  ]);
  return path;
}

async function nothingStoredAndAlive() {
  const stored = await server.as('other')<LogVariable[]>(
    'GET',
    `/api/v1/LogVariables/Find?vesselId=${vessel.id}`,
  );
  expect(stored.status).toBe(200);
  expect(stored.body).toEqual([]);
  const health = await fetch(`${server.baseUrl}/api/v1/health`);
  expect(health.status).toBe(200);
}

describe('hostile packages', () => {
  it('an events.csv that inflates to 480 MiB is refused at the upload with the file and the limit', async () => {
    const file = await hostile(
      { 'manifest.json': manifest(), 'variables.csv': variables, 'samples/2026-04-01.csv': day },
      [
        {
          name: 'events.csv',
          head: csvLine([...eventColumns]),
          repeat: '2026-04-01T06:00:00.000Z,Departure,Oslo\r\n',
          inflatedBytes: 480 * MiB,
        },
      ],
    );
    const rssBefore = process.memoryUsage().rss;
    const rejected = await upload(server, file, { apiKey });
    expect(rejected.status).toBe(400);
    expect(rejected.body.message).toBe(
      'The package was rejected: events.csv inflates to 480 MiB; a file in a package may hold at most 128 MiB',
    );
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(128 * MiB);
    await nothingStoredAndAlive();
  });

  it('a day file that lies about inflating to 100 kB is accepted, then fails in Prepare as it passes that, storing nothing', async () => {
    const file = await hostile({ 'manifest.json': manifest(), 'variables.csv': variables }, [
      {
        name: 'samples/2026-04-01.csv',
        head: day,
        // Empty lines: no row to refuse, so only the size stops it.
        repeat: '\r\n',
        inflatedBytes: 480 * MiB,
        declaredSize: 100_000,
      },
    ]);
    const accepted = await upload(server, file, { apiKey });
    expect(accepted.status).toBe(202);
    const record = await waitForImport(server, accepted.body.importPath);
    expect(record).toMatchObject({
      status: 1,
      webJob: 'Prepare',
      errorMessage:
        'samples/2026-04-01.csv inflates to more than the 100000 bytes the ZIP file declares for it; a file must inflate to exactly its declared size',
    });
    await nothingStoredAndAlive();
  });

  it('a day file with a time without a zone fails in Prepare naming file, line and the rule', async () => {
    const file = await hostile({
      'manifest.json': manifest(),
      'variables.csv': variables,
      'samples/2026-04-01.csv': day + csvLine(['2026-04-01T00:15:00.000', 13]),
    });
    const accepted = await upload(server, file, { apiKey });
    expect(accepted.status).toBe(202);
    const record = await waitForImport(server, accepted.body.importPath);
    expect(record).toMatchObject({
      status: 1,
      errorMessage:
        'samples/2026-04-01.csv line 3: time 2026-04-01T00:15:00.000 has no zone; a time must carry its zone, e.g. Z or +02:00',
    });
    await nothingStoredAndAlive();
  });

  it('an event time without a zone and formatVersion as text are refused at the upload in words', async () => {
    const zoneless = await hostile({
      'manifest.json': manifest(),
      'variables.csv': variables,
      'samples/2026-04-01.csv': day,
      'events.csv': csvLine([...eventColumns]) + csvLine(['05/04/2024 10:00', 'Departure', 'Oslo']),
    });
    const events = await upload(server, zoneless, { apiKey });
    expect(events.status).toBe(400);
    expect(events.body.message).toBe(
      'The package was rejected: events.csv line 2: time 05/04/2024 10:00 has no zone; a time must carry its zone, e.g. Z or +02:00',
    );
    const text = await hostile({
      'manifest.json': manifest({ formatVersion: '1' }),
      'variables.csv': variables,
      'samples/2026-04-01.csv': day,
    });
    const version = await upload(server, text, { apiKey });
    expect(version.status).toBe(400);
    expect(version.body.message).toBe(
      'The package was rejected: manifest.json: formatVersion must be the number 1, not the text "1"',
    );
    await nothingStoredAndAlive();
  });
});
