// Who uses the embedded database's data folder: `<dataDir>/wakeline.pid` holds the process id of
// the server (or backup, or restore) that has PGlite's folder open. PGlite itself opens a folder
// that another process is using without complaint (and both then corrupt it), so the server, the
// backup and the restore claim the folder first and refuse when a live process holds it (ADR 0068).
import { hostname } from 'node:os';
import { join } from 'node:path';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';

export type DataDirHolder = { pid: number; host: string; role: string };

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by a Wakeline ${holder.role} (process ${holder.pid}). ` +
        `Stop it first (the embedded database must not be opened by two processes). If no such process ` +
        `runs, delete ${lockFile(dataDir)}.`,
    );
  }
}

export function lockFile(dataDir: string): string {
  return join(dataDir, 'wakeline.pid');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process that holds the folder, or null (no lock file, or a stale one). */
export async function dataDirHolder(dataDir: string): Promise<DataDirHolder | null> {
  let text: string;
  try {
    text = await readFile(lockFile(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [pidText = '', host = '', role = 'process'] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  // Another machine's process (a shared folder) cannot be probed: count it as live.
  if (host && host !== hostname()) return { pid, host, role };
  if (pid === process.pid || !isAlive(pid)) return null;
  return { pid, host, role };
}

/**
 * Claims the folder for this process; throws DataDirInUseError when a live process holds it.
 * Returns the release (removes the file if it is still ours).
 */
export async function claimDataDir(dataDir: string, role: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const mine = `${process.pid} ${hostname()} ${role}\n`;
  // Created exclusively, so two processes starting at once cannot both win; a stale file (a
  // process that died) is removed and the claim tried once more.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await writeFile(lockFile(dataDir), mine, { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await dataDirHolder(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      if (attempt > 0) throw error;
      await rm(lockFile(dataDir), { force: true });
    }
  }
  return async () => {
    const now = await readFile(lockFile(dataDir), 'utf8').catch(() => null);
    if (now === mine) await rm(lockFile(dataDir), { force: true });
  };
}
