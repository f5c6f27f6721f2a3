// `npm run restore <file> [--force]`: restores a backup of `npm run backup` into the database of
// DATABASE_URL (empty, or --force) or into the data folder's embedded database (ADR 0068).
import { readConfig } from '../server/config.ts';
import { BackupRefusedError, restoreBackup } from '../server/backup/backup.service.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('usage: npm run restore <file> [-- --force]');
  process.exit(2);
}
const config = readConfig();
try {
  const result = await restoreBackup({
    target: { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    file: files[0]!,
    force,
    log: (line) => console.log(line),
  });
  const into = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `${config.dataDir}/pglite`;
  console.log(
    `[wakeline restore] restored the backup of ${result.manifest.createdAt} (Wakeline ${result.manifest.wakelineVersion}, ` +
      `${result.manifest.migrations.length} migrations, ${result.tables} tables) into ${into}`,
  );
  if (result.replacedDir)
    console.log(`[wakeline restore] what the data folder held is now in ${result.replacedDir}`);
  if (result.manifest.secretKey === 'environment')
    console.log(
      '[wakeline restore] the backup was made with WAKELINE_SECRET_KEY: start the server with the same key',
    );
  console.log('[wakeline restore] start the server: it applies the migrations this version adds, if any');
} catch (error) {
  const refused = error instanceof BackupRefusedError || error instanceof DataDirInUseError;
  console.error(`[wakeline restore] ${refused ? 'refused: ' : 'failed: '}${(error as Error).message}`);
  process.exit(refused ? 2 : 1);
}
