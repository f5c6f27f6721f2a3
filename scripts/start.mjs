// `npm start`: install if needed, build if needed, then run the Wakeline server (PWA + /api/v1)
// with the embedded database in ./data (or DATABASE_URL): one process, or on PostgreSQL
// WAKELINE_API_PROCESSES=N processes (server/main.ts, ADR 0066).
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureClientBuild, root } from './lib/prepare.mjs';

try {
  ensureDependencies();
  ensureClientBuild();
} catch (error) {
  console.error(`[wakeline] ${error.message}`);
  process.exit(1);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
