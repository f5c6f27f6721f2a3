// `npm run bench [filter]`: every benchmark, each printed as ratios against a baseline measured in
// the same run. 1. bench/run.ts: the calculation cases and the offline flush (latest.json);
// 2. the pipeline bench on PGlite (pipeline-pglite.json, figures reported); 3. the same on a
// throwaway PostgreSQL cluster, or TEST_DATABASE_URL, where its targets are judged
// (pipeline-postgres.json); 4. the HTTP load bench on the same PostgreSQL (http-load-postgres.json;
// bench/run.ts runs it on PGlite); 5. bench/bytes.ts, the bytes a tablet downloads (bytes.json). A
// filter runs only bench/run.ts's matching cases, or the pipeline, the HTTP load on both engines or
// the bytes when it names them ("pipeline", "http", "bytes"). Exits 1 when any part misses a target
// or fails a check. 6. bench/alert-rules.ts on PGlite (alert-rules-pglite.json; filter "alert").
// 7. bench/upload-memory.ts: the server's memory under two 1 GiB uploads (upload-memory.json; filter "upload").
// 8. Only when named (`npm run bench held-out`), as the demo year's import alone takes about 3 minutes
// per engine: bench/held-out-load.ts, the uncached targets on a demo server with random windows and
// writes going on, on PGlite and on the PostgreSQL of 3. (held-out-load-<engine>.json); it fails the
// run on a wrong answer or a refused request only, a missed target is printed MISSED.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root, run } from './lib/prepare.mjs';

const filter = process.argv[2];
const node = (script, env = {}) =>
  run(process.execPath, ['--import', 'tsx', join(root, script), ...(filter ? [filter] : [])], {
    env: { ...process.env, ...env },
  });
const wantsPipeline = !filter || 'pipeline'.includes(filter.toLowerCase());
const wantsBytes = !filter || 'bytes'.includes(filter.toLowerCase());
const wantsHttp = !filter || 'http-load on postgresql'.includes(filter.toLowerCase());
const wantsAlertRules = !filter || 'alert rules'.includes(filter.toLowerCase());
const wantsUploads = !filter || 'upload memory'.includes(filter.toLowerCase());
const wantsHeldOut = Boolean(filter) && /^held[- ]?out/i.test(filter);
let failed = false;

/** Runs a bench script with a server of its own, on PGlite (no database URL) or on PostgreSQL. */
function benchOn(label, script, databaseUrl) {
  console.log(`\n[wakeline bench] ${label}`);
  const env = { ...process.env };
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  else delete env.TEST_DATABASE_URL;
  failed = run(process.execPath, ['--import', 'tsx', join(root, script)], { env }) !== 0 || failed;
}

if (!filter || (!wantsPipeline && !wantsBytes && !wantsAlertRules && !wantsUploads && !wantsHeldOut))
  failed = node('bench/run.ts') !== 0 || failed;

// Issue 14 §2 (ADR 0083): 50 alert rules against the import of a 1,000,000-sample package, on PGlite.
if (wantsAlertRules) benchOn('alert rules after an import on PGlite', 'bench/alert-rules.ts');

// Issue 25 (acceptance): the held-out load run on a demo server, PGlite first.
if (wantsHeldOut) benchOn('held-out load on a demo server, PGlite', 'bench/held-out-load.ts');

if (wantsPipeline || wantsHttp || wantsHeldOut) {
  if (wantsPipeline)
    benchOn('pipeline on PGlite (reported; its targets are judged on PostgreSQL)', 'bench/pipeline.ts');

  let url = process.env.TEST_DATABASE_URL;
  let stop = () => {};
  const script = join(root, 'scripts', 'pg-test.sh');
  if (!url && spawnSync(script, ['available']).status === 0) {
    const started = spawnSync(script, ['start'], { encoding: 'utf8' });
    const vars = Object.fromEntries(
      [...started.stdout.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]),
    );
    url = vars.TEST_DATABASE_URL;
    stop = () => spawnSync(script, ['stop', vars.PGTEST_DIR]);
  }
  if (url) {
    try {
      if (wantsPipeline) benchOn('pipeline on PostgreSQL', 'bench/pipeline.ts', url);
      if (wantsHeldOut) benchOn('held-out load on a demo server, PostgreSQL', 'bench/held-out-load.ts', url);
      if (wantsHttp) benchOn('http load on PostgreSQL', 'bench/http-load.ts', url);
    } finally {
      stop();
    }
  } else {
    console.log(
      '[wakeline bench] no PostgreSQL found (no initdb on PATH, no TEST_DATABASE_URL): pipeline targets and http load on PostgreSQL not judged',
    );
  }
}
if (wantsBytes)
  benchOn(
    'bytes a tablet downloads (two client builds, a server with a day of demo data)',
    'bench/bytes.ts',
    process.env.TEST_DATABASE_URL,
  );
// Issue 27 §2 (ADR 0093): the server's memory under two 1 GiB uploads at once.
if (wantsUploads) benchOn('server memory under two 1 GiB uploads at once (PGlite)', 'bench/upload-memory.ts');
process.exit(failed ? 1 : 0);
