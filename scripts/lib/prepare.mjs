// Shared by `npm start` and `npm test`: make a fresh clone runnable with nothing installed by hand.
// Plain Node (no dependencies), because it runs before node_modules exists.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, statSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function lockHash() {
  const lock = join(root, 'package-lock.json');
  const pkg = readFileSync(join(root, 'package.json'));
  const h = createHash('sha256').update(pkg);
  if (existsSync(lock)) h.update(readFileSync(lock));
  return h.digest('hex');
}

/** Installs dependencies when node_modules is missing or older than package.json / the lockfile. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.wakeline-deps');
  const wanted = lockHash();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log('[wakeline] installing dependencies (npm ci) ...');
  const args = existsSync(join(root, 'package-lock.json')) ? ['ci', '--no-audit', '--no-fund'] : ['install'];
  const status = run(npm, args);
  if (status !== 0) throw new Error(`npm ${args[0]} failed with exit code ${status}`);
  writeFileSync(marker, wanted);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const clientInputs = [
  'src',
  'workers',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

/** Builds the client into dist/ when it is missing or older than its sources. */
export function ensureClientBuild({ force = false } = {}) {
  const built = join(root, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...clientInputs.map((p) => newestMtime(join(root, p))));
  if (!force && builtAt > sourcesAt) return;
  console.log('[wakeline] building the client (vite build) ...');
  const status = run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
  if (status !== 0) throw new Error(`vite build failed with exit code ${status}`);
}
