// `npm test`: every test Wakeline has, in one command, ending with a plain `N passed, N failed` line.
// Order: build (then the journey server starts and imports its demo fleet meanwhile), format beside
// the client type check, the server type check beside lint (ESLint and the dependency rules), unit +
// component tests, API tests on a throwaway PostgreSQL cluster (or TEST_DATABASE_URL) beside their
// engine-specific files again on PGlite (every file on PGlite when there is no PostgreSQL), Playwright
// journeys in Chromium, two groups at once on two journey servers (ADR 0095).
import { existsSync, readFileSync, mkdtempSync, rmSync, openSync, closeSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureDependencies, ensureClientBuild, root, run } from './lib/prepare.mjs';
import { journeyServerArgs, journeyServerEnv, journeyServers } from '../tests/e2e/support/journey-server.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const tmp = mkdtempSync(join(tmpdir(), 'wakeline-test-'));
const results = [];
/** Every test file's duration, so the end of the output names the slowest (where the time goes). */
const fileTimes = [];
const started = Date.now();
let stepStarted = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
/** The failed tests by name, printed again under the summary (the end of a CI log is what gets read). */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
const env = { ...process.env, TZ: 'UTC' };

function record(name, passed, failed, note = '', took = Date.now() - stepStarted) {
  stepStarted = Date.now();
  results.push({ name, passed, failed, note, took });
  console.log(`\n[wakeline test] ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
}

/**
 * A command run beside others: its output goes to a file and is printed in one piece when it ends,
 * so that the output of steps run side by side is not interleaved.
 */
function runBeside(name, cmd, args, extraEnv = {}) {
  const log = join(tmp, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: { ...env, FORCE_COLOR: '1', ...extraEnv },
  });
  return new Promise((resolve) => {
    const done = (status) => {
      closeSync(fd);
      console.log(`\n[wakeline test] ${name}: ${[cmd.replace(root, ''), ...args].join(' ')}`);
      process.stdout.write(readFileSync(log, 'utf8'));
      resolve(status);
    };
    child.on('error', () => done(1));
    child.on('close', (status) => done(status ?? 1));
  });
}

/** Steps that share no state run side by side; the results are recorded in the order given. */
async function beside(...steps) {
  stepStarted = Date.now();
  const outcomes = await Promise.all(steps.map((runStep) => runStep()));
  for (const outcome of outcomes) record(...outcome);
}

function step(name, cmd, args, extraEnv = {}) {
  console.log(`\n[wakeline test] ${name}: ${[cmd.replace(root, ''), ...args].join(' ')}`);
  const status = run(cmd, args, { env: { ...env, ...extraEnv } });
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
  return status === 0;
}

/** A step run beside others (`beside`): answers its outcome for `record`. */
function stepBeside(name, cmd, args) {
  return async () => {
    const started = Date.now();
    const status = await runBeside(name, cmd, args);
    return [name, status === 0 ? 1 : 0, status === 0 ? 0 : 1, '', Date.now() - started];
  };
}

function vitestArgs(name, projects) {
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests'];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${out}`);
  return { out, args };
}

/** Reads a vitest JSON report: the step's outcome, its failures and its files' durations. */
function vitestOutcome(name, out, status, took) {
  if (!existsSync(out)) return [name, 0, 1, `vitest exited ${status} without a report`, took];
  const report = JSON.parse(readFileSync(out, 'utf8'));
  let failed = report.numFailedTests;
  // A file that fails to load counts as a failure even when it never ran a test.
  const brokenSuites = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  );
  failed += brokenSuites.length;
  for (const suite of report.testResults) {
    const file = relative(root, suite.name);
    fileTimes.push({ step: name, file, ms: (suite.endTime ?? 0) - (suite.startTime ?? 0) });
    if (suite.status === 'failed' && suite.assertionResults.length === 0)
      failures.push(`${name}: ${file}: ${firstLine(suite.message)}`);
    for (const test of suite.assertionResults)
      if (test.status === 'failed')
        failures.push(`${name}: ${file} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  if (status !== 0 && failed === 0) failed = 1;
  const note = report.numPendingTests ? `${report.numPendingTests} skipped` : '';
  return [name, report.numPassedTests, failed, note, took];
}

function vitest(name, projects, extraEnv = {}) {
  const { out, args } = vitestArgs(name, projects);
  console.log(`\n[wakeline test] ${name}: vitest ${args.join(' ')}`);
  const started = Date.now();
  const status = run(bin('vitest'), args, { env: { ...env, ...extraEnv } });
  record(...vitestOutcome(name, out, status, Date.now() - started));
}

/** A vitest step run beside others (`beside`). */
function vitestBeside(name, projects, extraEnv = {}) {
  return async () => {
    const { out, args } = vitestArgs(name, projects);
    const started = Date.now();
    const status = await runBeside(name, bin('vitest'), args, extraEnv);
    return vitestOutcome(name, out, status, Date.now() - started);
  };
}

/** Playwright's JSON report nests suites (files, describes) around specs and their tests. */
function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    // A file's suite: its duration is the sum of its tests' runs (workers: 1, so they add up).
    if (suite.file && suite.title === suite.file) {
      let ms = 0;
      const add = (s) => {
        for (const spec of s.specs ?? [])
          for (const test of spec.tests ?? []) for (const r of test.results ?? []) ms += r.duration ?? 0;
        for (const inner of s.suites ?? []) add(inner);
      };
      add(suite);
      fileTimes.push({ step: 'Playwright journeys', file: `tests/e2e/${suite.file}`, ms });
    }
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

/**
 * The two journey servers, started right after the build so that the demo fleet (a year of seven
 * vessels, about 2.5 min of one core) is imported while the checks and the unit and API tests run;
 * Playwright then finds them up (ADR 0095).
 */
function startJourneyServers() {
  const servers = journeyServers.map((server) => {
    const logFile = join(tmp, `journey-server-${server.name}.log`);
    const log = openSync(logFile, 'w');
    const child = spawn(process.execPath, journeyServerArgs, {
      cwd: root,
      stdio: ['ignore', log, log],
      env: { ...env, ...journeyServerEnv(server.port, join(tmp, 'e2e', server.name)), ...server.env },
    });
    return { name: server.name, logFile, child };
  });
  return {
    /** The servers' last lines, for a failed journey (their output is not shown while they run). */
    printLogTail: () => {
      for (const { name, logFile } of servers) {
        const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40);
        console.log(`\n[wakeline test] the ${name} journey server's last lines:\n${lines.join('\n')}`);
      }
    },
    stop: () =>
      Promise.all(
        servers.map(
          ({ child }) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      ),
  };
}

let runningJourneyServers = null;
try {
  ensureDependencies();
  stepStarted = Date.now();
  if (step('build', bin('vite'), ['build', '--logLevel', 'warn'])) ensureClientBuild();
  runningJourneyServers = startJourneyServers();
  // Four single-threaded checks, two at a time on two cores.
  await beside(
    stepBeside('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
    stepBeside('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  );
  await beside(
    stepBeside('typecheck server', bin('tsc'), ['-p', 'tsconfig.server.json', '--noEmit']),
    // ESLint, then the house plan's import rules (.dependency-cruiser.cjs): one step, as `npm run lint`.
    stepBeside('lint', 'npm', ['run', '--silent', 'lint']),
  );
  vitest('unit and component tests', ['unit', 'web']);
  const pg = startPostgres();
  // ADR 0095: with PostgreSQL, every API file runs there (the production engine, and the oldest
  // PostgreSQL Wakeline supports) and the engine-specific ones again on PGlite, side by side (each
  // runs one file at a time and waits on its database and job queue much of it); without
  // PostgreSQL, every file on PGlite.
  if (pg) {
    try {
      await beside(
        vitestBeside('API tests on PGlite (engine-specific files)', ['api-engine']),
        // api-postgres: the multi-process tests (server/**/*.pg.test.ts), which need PostgreSQL.
        vitestBeside('API tests on PostgreSQL', ['api', 'api-postgres'], {
          TEST_DATABASE_URL: pg.url,
          WAKELINE_API_FILES_AT_ONCE: '2',
        }),
      );
    } finally {
      pg.stop();
    }
  } else {
    vitest('API tests on PGlite', ['api']);
    if (process.env.WAKELINE_REQUIRE_POSTGRES === '1')
      record('API tests on PostgreSQL', 0, 1, 'no PostgreSQL found and WAKELINE_REQUIRE_POSTGRES=1');
    else
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
        E2E_SERVER_STARTED: runningJourneyServers ? '1' : '',
      },
    });
    if (existsSync(out)) {
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const { stats } = report;
      collectPlaywrightFailures(report.suites ?? []);
      let failed = stats.unexpected + (stats.flaky ?? 0);
      if (status !== 0 && failed === 0) failed = 1;
      record('Playwright journeys', stats.expected, failed, stats.skipped ? `${stats.skipped} skipped` : '');
      if (failed > 0) runningJourneyServers?.printLogTail();
    } else {
      record('Playwright journeys', 0, 1, `playwright exited ${status} without a report`);
    }
  } else {
    record('Playwright journeys', 0, 1, 'Chromium not available');
  }
} catch (error) {
  record('test runner', 0, 1, error.message);
} finally {
  await runningJourneyServers?.stop();
  rmSync(tmp, { recursive: true, force: true });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSlowest test files');
for (const t of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 15))
  console.log(`  ${(t.ms / 1000).toFixed(0).padStart(5)} s  ${t.step}: ${t.file}`);
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''} [${minutes(r.took ?? 0)}]`,
  );
console.log(`  total: ${minutes(Date.now() - started)}`);
if (failures.length) {
  console.log('\nFailed');
  // Colours stripped and long messages cut, so each failure is one readable line.
  for (const line of failures) console.log(`  ${stripVTControlCharacters(line).slice(0, 400)}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
