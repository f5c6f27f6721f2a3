// For the multi-process tests (server/**/*.pg.test.ts, ADR 0066): a PostgreSQL (TEST_DATABASE_URL,
// else a throwaway cluster of scripts/pg-test.sh), a fresh database on it, and real Wakeline
// processes — `node --import tsx server/main.ts` or `server/worker.ts` as child processes, each
// with its own port — with what they print and a client for their API.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { apiClient, type ApiClient } from './test-server.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The PostgreSQL server the test file uses: TEST_DATABASE_URL, or a throwaway cluster it stops. */
export function testPostgres(): { adminUrl: string; stop: () => void } {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: () => {} };
  const script = `${root}scripts/pg-test.sh`;
  const started = spawnSync(script, ['start'], { encoding: 'utf8' });
  if (started.status !== 0)
    throw new Error(
      `These tests need PostgreSQL: set TEST_DATABASE_URL or put initdb on PATH (${started.stderr.trim()})`,
    );
  const vars = Object.fromEntries(
    [...started.stdout.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]),
  );
  return {
    adminUrl: vars.TEST_DATABASE_URL!,
    stop: () => void spawnSync(script, ['stop', vars.PGTEST_DIR!]),
  };
}

export type WakelineProcess = {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves when the output matches (the match), rejects when the process exits first or in time. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  /** Resolves with the exit code (SIGTERM first, SIGKILL after 10 s). */
  stop: () => Promise<number | null>;
  exited: Promise<number | null>;
};

export function spawnWakeline(
  entry: 'server/main.ts' | 'server/worker.ts',
  env: Record<string, string>,
): WakelineProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const listener of listeners) listener();
  });
  return {
    child,
    output: () => text,
    exited,
    waitFor: (pattern, timeoutMs = 120_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`timed out waiting for ${pattern}:\n${text}`)),
          timeoutMs,
        );
        const check = () => {
          const match = pattern.exec(text);
          if (match) finish(null, match);
          else if (hasExited) finish(new Error(`the process exited before printing ${pattern}:\n${text}`));
        };
        function finish(error: Error | null, match?: RegExpMatchArray) {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve(match!);
        }
        listeners.add(check);
        check();
      }),
    stop: async () => {
      if (!hasExited) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      return exited;
    },
  };
}

/** An API process (server/main.ts on a free port) and a client for it, once it serves. */
export async function startApiProcess(
  env: Record<string, string>,
): Promise<WakelineProcess & ApiClient & { baseUrl: string }> {
  const process = spawnWakeline('server/main.ts', { PORT: '0', ...env });
  const [, port] = await process.waitFor(/serving on http:\/\/localhost:(\d+)/);
  const baseUrl = `http://127.0.0.1:${port}`;
  return { ...process, ...apiClient(baseUrl), baseUrl };
}

/**
 * A TCP port free at this moment (the system's pick), for a child process that must be told its
 * port before it prints it. A random port could be taken already (another test's server, the test
 * PostgreSQL): the child then failed with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
