// `npm test`: every test Wakeline has, in one command, ending with a plain `N passed, N failed` line.
// Order: build, type check, lint (ESLint and the dependency rules), unit + component tests, API tests on PGlite, the same API tests on
// a throwaway PostgreSQL cluster (or TEST_DATABASE_URL), Playwright journeys in Chromium.
import { existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureDependencies, ensureClientBuild, root, run } from './lib/prepare.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const tmp = mkdtempSync(join(tmpdir(), 'wakeline-test-'));
const results = [];
/** The failed tests by name, printed again under the summary (the end of a CI log is what gets read). */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
const env = { ...process.env, TZ: 'UTC' };

function record(name, passed, failed, note = '') {
  results.push({ name, passed, failed, note });
  console.log(`\n[wakeline test] ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
}

function step(name, cmd, args, extraEnv = {}) {
  console.log(`\n[wakeline test] ${name}: ${[cmd.replace(root, ''), ...args].join(' ')}`);
  const status = run(cmd, args, { env: { ...env, ...extraEnv } });
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
  return status === 0;
}

function vitest(name, projects, extraEnv = {}) {
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests'];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${out}`);
  console.log(`\n[wakeline test] ${name}: vitest ${args.join(' ')}`);
  const status = run(bin('vitest'), args, { env: { ...env, ...extraEnv } });
  if (!existsSync(out)) return record(name, 0, 1, `vitest exited ${status} without a report`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  let failed = report.numFailedTests;
  // A file that fails to load counts as a failure even when it never ran a test.
  const brokenSuites = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  );
  failed += brokenSuites.length;
  for (const suite of report.testResults) {
    const file = relative(root, suite.name);
    if (suite.status === 'failed' && suite.assertionResults.length === 0)
      failures.push(`${name}: ${file}: ${firstLine(suite.message)}`);
    for (const test of suite.assertionResults)
      if (test.status === 'failed')
        failures.push(`${name}: ${file} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  if (status !== 0 && failed === 0) failed = 1;
  record(
    name,
    report.numPassedTests,
    failed,
    report.numPendingTests ? `${report.numPendingTests} skipped` : '',
  );
}

/** Playwright's JSON report nests suites (files, describes) around specs and their tests. */
function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((result) => result.error)?.error?.message;
          failures.push(
            `Playwright journeys: ${spec.file} > ${spec.title} (${test.status}): ${firstLine(error)}`,
          );
        }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

function findChromium() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version') && !process.env.CHROMIUM_PATH) {
    console.log("[wakeline test] Chromium is missing: installing Debian's chromium package ...");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(candidate)) return candidate;
  }
  console.error(
    `[wakeline test] Chromium not found at ${candidate}. Install it (Debian: sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
  return null;
}

function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const script = join(root, 'scripts', 'pg-test.sh');
  if (spawnSync(script, ['available']).status !== 0) return null;
  const started = spawnSync(script, ['start'], { encoding: 'utf8' });
  if (started.status !== 0) {
    console.error(`[wakeline test] could not start a throwaway PostgreSQL: ${started.stderr}`);
    return null;
  }
  const vars = Object.fromEntries(
    [...started.stdout.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]),
  );
  return { url: vars.TEST_DATABASE_URL, stop: () => spawnSync(script, ['stop', vars.PGTEST_DIR]) };
}

try {
  ensureDependencies();
  if (step('build', bin('vite'), ['build', '--logLevel', 'warn'])) ensureClientBuild();
  step('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  step('typecheck server', bin('tsc'), ['-p', 'tsconfig.server.json', '--noEmit']);
  // ESLint, then the house plan's import rules (.dependency-cruiser.cjs): one step, as `npm run lint`.
  step('lint', 'npm', ['run', '--silent', 'lint']);
  vitest('unit and component tests', ['unit', 'web']);
  vitest('API tests on PGlite', ['api']);

  const pg = startPostgres();
  if (pg) {
    try {
      // api-postgres: the multi-process tests (server/**/*.pg.test.ts), which need PostgreSQL.
      vitest('API tests on PostgreSQL', ['api', 'api-postgres'], { TEST_DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  } else if (process.env.WAKELINE_REQUIRE_POSTGRES === '1') {
    record('API tests on PostgreSQL', 0, 1, 'no PostgreSQL found and WAKELINE_REQUIRE_POSTGRES=1');
  } else {
    console.log(
      '[wakeline test] No PostgreSQL found (no initdb on PATH, no TEST_DATABASE_URL): API tests ran on PGlite only.',
    );
  }

  const chromium = findChromium();
  if (chromium) {
    const out = join(tmp, 'playwright.json');
    console.log('\n[wakeline test] Playwright journeys in Chromium');
    const status = run(bin('playwright'), ['test', '--reporter=list,json'], {
      env: {
        ...env,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        E2E_DATA_DIR: join(tmp, 'e2e'),
      },
    });
    if (existsSync(out)) {
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const { stats } = report;
      collectPlaywrightFailures(report.suites ?? []);
      let failed = stats.unexpected + (stats.flaky ?? 0);
      if (status !== 0 && failed === 0) failed = 1;
      record('Playwright journeys', stats.expected, failed, stats.skipped ? `${stats.skipped} skipped` : '');
    } else {
      record('Playwright journeys', 0, 1, `playwright exited ${status} without a report`);
    }
  } else {
    record('Playwright journeys', 0, 1, 'Chromium not available');
  }
} catch (error) {
  record('test runner', 0, 1, error.message);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
  );
if (failures.length) {
  console.log('\nFailed');
  // Colours stripped and long messages cut, so each failure is one readable line.
  for (const line of failures) console.log(`  ${stripVTControlCharacters(line).slice(0, 400)}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
