// `npm run backup [file]`: a backup of the database (the embedded one in <WAKELINE_DATA_DIR>/pglite,
// or DATABASE_URL's PostgreSQL through pg_dump) and the data folder's files, as one tar.gz (ADR 0068).
import { readFile } from 'node:fs/promises';
import { readConfig } from '../server/config.ts';
import { BackupRefusedError, createBackup } from '../server/backup/backup.service.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('usage: npm run backup [file]');
  process.exit(2);
}
const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const config = readConfig();
const file =
  args[0] ?? `wakeline-backup-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z.tar.gz`;
try {
  const result = await createBackup({
    target: { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    file,
    version,
    secretKeyFromEnvironment: config.secretKey !== null,
    log: (line) => console.log(line),
  });
  const what = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database`;
  console.log(
    `[wakeline backup] wrote ${result.file} (${(result.bytes / 1_048_576).toFixed(1)} MiB): ${what}, ` +
      `${result.manifest.migrations.length} migrations, ${result.files} files of ${config.dataDir}`,
  );
  if (result.manifest.secretKey === 'environment')
    console.log(
      '[wakeline backup] the server secret is WAKELINE_SECRET_KEY: keep it with the backup, it is not in it',
    );
} catch (error) {
  const refused = error instanceof BackupRefusedError || error instanceof DataDirInUseError;
  console.error(`[wakeline backup] ${refused ? 'refused: ' : 'failed: '}${(error as Error).message}`);
  process.exit(refused ? 2 : 1);
}
