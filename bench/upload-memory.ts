/**
 * Memory under large uploads (issue 27 §2, ADR 0093): the real server (server/main.ts in its own
 * process, PGlite, demo accounts, no demo history) receives two 1 GiB packages at once, sent as
 * streams without Content-Length. The server's resident memory is sampled every 50 ms from
 * /proc/<pid>/status; the baseline is its resting memory in the same run, after a warm-up request.
 * Then two 100 MB documents at once (each refused at 50 MB while streaming).
 *
 * Target: peak ≤ resting + 100 MB for the packages. Writes bench/results/upload-memory.json.
 * Runs inside `npm run bench` (filter "upload") and standalone: `node --import tsx bench/upload-memory.ts`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiProcess } from '../tests/support/process-servers.ts';
import { streamedUpload } from '../tests/support/streamed-upload.ts';

const here = dirname(fileURLToPath(import.meta.url));
const MB = 1_000_000;
const GiB = 1024 * 1024 * 1024;
const targetGrowthBytes = 100 * MB;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
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
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const resting = rssOf(pid);

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

  const growth = packagesPeak - resting;
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
    documents: {
      uploads: 2,
      bytesEach: 100 * MB,
      statuses: documentAnswers,
      peakMb: Math.round(documentsPeak / MB),
      growthMb: Math.round((documentsPeak - resting) / MB),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', 'upload-memory.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (!result.packages.met) {
    console.error(
      `[upload memory] the server grew ${result.packages.growthMb} MB under two 1 GiB uploads (target ≤ 100 MB)`,
    );
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
