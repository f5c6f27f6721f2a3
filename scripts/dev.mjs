// `npm run dev`: the API server (restarted on change by tsx watch) and the Vite dev server with
// hot reload; Vite proxies /api to the API server (vite.config.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root } from './lib/prepare.mjs';

ensureDependencies();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WAKELINE_SERVE_CLIENT: '0' },
  }),
  spawn(bin('vite'), ['--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children) child.on('exit', (code) => (stop(), process.exit(code ?? 0)));
