/**
 * Memory under large uploads (issue 27 §2, ADR 0093): the real server (server/main.ts in its own
 * process, PGlite, demo accounts, no demo history) receives two 1 GiB packages at once, sent as
 * streams without Content-Length. The server's resident memory is sampled every 50 ms from
 * /proc/<pid>/status; the baseline is its resting memory in the same run, after a warm-up request,
 * taken again before each kind of upload once the memory has settled (it changes by under 4 MB in
 * 5 s: the server's resident memory fell by about 365 MB a while after its start in some runs).
 * Then two 100 MB documents at once (each refused at 50 MB while streaming).
 *
 * The filler packages are no ZIP: their upload check (a worker thread, ADR 0114) ends at once. Then
 * two valid 1 GiB packages at once (`validPackages`, ADR 0120), whose check reads all it reads of a
 * package: the ZIP directory, the manifest and the largest legal variables.csv and events.csv
 * (those of tests/support/zip-bomb.ts writeHeavyPackage: 5,000 variables, 50,000 events), beside
 * 1 GiB of stored sample files that the check only looks up in the directory. They are accepted and
 * queued; the job that prepares them runs after the answers (and is not waited for).
 *
 * Target: peak ≤ resting + 100 MB for both kinds of packages. Writes bench/results/upload-memory.json.
 * Runs inside `npm run bench` (filter "upload") and standalone: `node --import tsx bench/upload-memory.ts`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiProcess } from '../tests/support/process-servers.ts';
import { streamedUpload } from '../tests/support/streamed-upload.ts';
import { heavyPackageTexts, zipEnd, zipEntryHeaders } from '../tests/support/zip-bomb.ts';
import { crc32, deflateRawSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const MB = 1_000_000;
const GiB = 1024 * 1024 * 1024;
const targetGrowthBytes = 100 * MB;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The process's RSS once it has settled: under 4 MB apart over the last 5 s (at most 90 s). */
async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  const until = Date.now() + 90_000;
  for (;;) {
    samples.push(rssOf(pid));
    const last = samples.slice(-10);
    if (last.length === 10 && Math.max(...last) - Math.min(...last) < 4 * MB) return last.at(-1)!;
    if (Date.now() > until) return samples.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs `work` while sampling the process's RSS; answers the peak. */
async function peakWhile(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssOf(pid));
}

const sampleFileBytes = 120 * 1024 * 1024;
const sampleFileCount = 8;
const fillerBlock = Buffer.alloc(1024 * 1024, 0x20);
let fillerCrc = 0;
for (let i = 0; i < sampleFileBytes / fillerBlock.length; i++) fillerCrc = crc32(fillerBlock, fillerCrc);

/**
 * A valid package of about 1 GiB as the pieces of a stream: the heavy package's manifest, variables
 * and events (deflated), then `sampleFileCount` stored sample files of `sampleFileBytes` spaces
 * (written from one block, never held), then the ZIP directory.
 */
function validPackage(imoNumber: string, texts: { variables: string; events: string }) {
  const days = Array.from({ length: sampleFileCount }, (_, i) =>
    new Date(Date.UTC(2026, 3, 1 + i)).toISOString().slice(0, 10),
  );
  const small = [
    {
      name: 'manifest.json',
      content: JSON.stringify({
        format: 'wakeline-package',
        formatVersion: 1,
        imoNumber,
        periodStart: '2026-04-01T00:00:00.000Z',
        periodEnd: `2026-04-${String(1 + sampleFileCount).padStart(2, '0')}T00:00:00.000Z`,
        createdAt: new Date().toISOString(),
        software: { name: 'bench', version: '1' },
        sampleFiles: days.map((day) => `samples/${day}.csv`),
      }),
    },
    { name: 'variables.csv', content: texts.variables },
    { name: 'events.csv', content: texts.events },
  ];
  type Piece = Buffer | { filler: number };
  const pieces: Piece[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const add = (name: string, method: 0 | 8, crc: number, packed: number, size: number, data: Piece) => {
    const { local, record } = zipEntryHeaders({
      name,
      method,
      crc,
      packedBytes: packed,
      sizeBytes: size,
      offset,
    });
    central.push(record);
    pieces.push(local, data);
    offset += local.length + packed;
  };
  for (const entry of small) {
    const raw = Buffer.from(entry.content);
    const packed = deflateRawSync(raw, { level: 9 });
    add(entry.name, 8, crc32(raw) >>> 0, packed.length, raw.length, packed);
  }
  for (const day of days)
    add(`samples/${day}.csv`, 0, fillerCrc >>> 0, sampleFileBytes, sampleFileBytes, {
      filler: sampleFileBytes,
    });
  const directory = Buffer.concat(central);
  const end = zipEnd(small.length + days.length, directory.length, offset);
  pieces.push(directory, end);
  return { pieces, totalBytes: offset + directory.length + end.length };
}

/** Sends a package's pieces as a multipart stream without Content-Length; answers the status and words. */
function uploadPieces(
  url: string,
  headers: Record<string, string>,
  fileName: string,
  pieces: (Buffer | { filler: number })[],
): Promise<{ status: number; body: { message?: string; queued?: boolean } }> {
  const boundary = `----wakeline${Math.random().toString(16).slice(2)}`;
  const req = request(url, {
    method: 'POST',
    agent: false,
    headers: {
      ...headers,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Transfer-Encoding': 'chunked',
    },
  });
  const answered = new Promise<{ status: number; body: { message?: string; queued?: boolean } }>(
    (resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: { message?: string; queued?: boolean };
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            body = { message: text };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
    },
  );
  const write = async (chunk: Buffer) => {
    if (!req.write(chunk)) await new Promise((resolve) => req.once('drain', resolve));
  };
  void (async () => {
    await write(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/zip\r\n\r\n',
      ),
    );
    for (const piece of pieces) {
      if (Buffer.isBuffer(piece)) await write(piece);
      else for (let sent = 0; sent < piece.filler; sent += fillerBlock.length) await write(fillerBlock);
    }
    req.end(Buffer.from(`\r\n--${boundary}--\r\n`));
  })().catch(() => undefined);
  return answered;
}

const dataDir = mkdtempSync(join(tmpdir(), 'wakeline-upload-bench-'));
const server = await startApiProcess({
  WAKELINE_DATA_DIR: dataDir,
  WAKELINE_DEMO: '1',
  WAKELINE_DEMO_FLEET_DAYS: '0',
  WAKELINE_LOG_LEVEL: 'warn',
});
try {
  const pid = server.child.pid!;
  const token = await server.tokenFor('admin');
  const headers = { Authorization: `Bearer ${token}` };
  // Warm-up: one small upload through the same path, so code loaded on first use is resting memory.
  await streamedUpload(`${server.baseUrl}/api/v1/ImportPackages`, {
    headers,
    fileName: 'warm-up.zip',
    totalBytes: 1024 * 1024,
  });
  const resting = await settledRss(pid);
  console.error(`[upload memory] resting ${Math.round(resting / MB)} MB; two 1 GiB filler uploads`);

  const started = performance.now();
  const answers: Awaited<ReturnType<typeof streamedUpload>>[] = [];
  const packagesPeak = await peakWhile(pid, async () => {
    answers.push(
      ...(await Promise.all(
        [1, 2].map((n) =>
          streamedUpload(`${server.baseUrl}/api/v1/ImportPackages`, {
            headers,
            fileName: `big-${n}.zip`,
            // Just under the limit: the whole package is received and stored before it is opened.
            totalBytes: GiB - 1024 * 1024,
          }),
        ),
      )),
    );
  });
  const packagesSeconds = (performance.now() - started) / 1000;

  const vessels = await server.as('admin')<{ id: string }[]>('GET', '/api/v1/Vessels');
  const vesselId = vessels.body[0]!.id;
  const documentAnswers: number[] = [];
  const documentsResting = await settledRss(pid);
  console.error(`[upload memory] resting ${Math.round(documentsResting / MB)} MB; two 100 MB documents`);
  const documentsPeak = await peakWhile(pid, () =>
    Promise.all(
      [1, 2].map(() =>
        streamedUpload(`${server.baseUrl}/api/v1/VesselFiles/${vesselId}`, {
          headers,
          fileName: 'Big.pdf',
          head: new TextEncoder().encode('%PDF-1.4'),
          totalBytes: 100 * MB,
        }).then((answer) => documentAnswers.push(answer.status)),
      ),
    ),
  );

  // Two valid 1 GiB packages whose check reads the largest legal variables and events.
  const vessel = (await server.as('admin')<{ imoNumber: number }[]>('GET', '/api/v1/Vessels')).body[0]!;
  const texts = heavyPackageTexts();
  const valid = [1, 2].map(() => validPackage(String(vessel.imoNumber), texts));
  const validResting = await settledRss(pid);
  console.error(`[upload memory] resting ${Math.round(validResting / MB)} MB; two valid 1 GiB packages`);
  const validStarted = performance.now();
  const validAnswers: Awaited<ReturnType<typeof uploadPieces>>[] = [];
  const validPeak = await peakWhile(pid, async () => {
    validAnswers.push(
      ...(await Promise.all(
        valid.map((pack, n) =>
          uploadPieces(`${server.baseUrl}/api/v1/ImportPackages`, headers, `valid-${n + 1}.zip`, pack.pieces),
        ),
      )),
    );
  });
  const validSeconds = (performance.now() - validStarted) / 1000;

  const growth = packagesPeak - resting;
  const validGrowth = validPeak - validResting;
  const result = {
    restingMb: Math.round(resting / MB),
    packages: {
      uploads: 2,
      bytesEach: GiB - 1024 * 1024,
      answers: answers.map((answer) => `${answer.status} ${answer.body.message ?? ''}`),
      seconds: Math.round(packagesSeconds * 10) / 10,
      peakMb: Math.round(packagesPeak / MB),
      growthMb: Math.round(growth / MB),
      targetGrowthMb: targetGrowthBytes / MB,
      met: growth <= targetGrowthBytes,
    },
    validPackages: {
      uploads: 2,
      bytesEach: valid[0]!.totalBytes,
      answers: validAnswers.map(
        (answer) => `${answer.status} ${answer.body.message ?? `queued: ${String(answer.body.queued)}`}`,
      ),
      seconds: Math.round(validSeconds * 10) / 10,
      restingMb: Math.round(validResting / MB),
      peakMb: Math.round(validPeak / MB),
      growthMb: Math.round(validGrowth / MB),
      targetGrowthMb: targetGrowthBytes / MB,
      met: validGrowth <= targetGrowthBytes,
    },
    documents: {
      uploads: 2,
      bytesEach: 100 * MB,
      statuses: documentAnswers,
      restingMb: Math.round(documentsResting / MB),
      peakMb: Math.round(documentsPeak / MB),
      growthMb: Math.round((documentsPeak - documentsResting) / MB),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', 'upload-memory.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (!result.packages.met || !result.validPackages.met) {
    console.error(
      `[upload memory] the server grew ${result.packages.growthMb} MB (filler) and ${result.validPackages.growthMb} MB (valid packages) under two 1 GiB uploads (target ≤ 100 MB)`,
    );
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
