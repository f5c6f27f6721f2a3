import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * The blob folder of received packages, `<dataDir>/packages/`. A package is stored once under its
 * received day and SHA-256: `YYYY/MM/DD/<sha256>.zip`; that relative path is the import path.
 * Packages are kept after import and after a failure, for inspection and download.
 */

export const maxPackageBytes = 1024 * 1024 * 1024;

export class PackageTooLargeError extends Error {}

export type StoredPackage = {
  importPath: string;
  sha256: string;
  bytes: number;
  absolutePath: string;
  /** False when the same bytes were already stored (the file is another upload's too). */
  fresh?: boolean;
};

export function packagesDir(dataDir: string): string {
  return resolve(dataDir, 'packages');
}

/** The absolute file of an import path, or null when the path leaves the packages folder. */
export function packageFile(dataDir: string, importPath: string): string | null {
  const root = packagesDir(dataDir);
  const file = resolve(root, importPath);
  const inside = relative(root, file);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  if (!/^\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{64}\.zip$/.test(inside.split(sep).join('/'))) return null;
  return file;
}

/** Streams an upload into the folder, hashing it on the way; the same bytes land on the same path. */
export async function storePackage(
  dataDir: string,
  body: ReadableStream<Uint8Array> | Readable,
  receivedAt = new Date(),
): Promise<StoredPackage> {
  const root = packagesDir(dataDir);
  const incoming = join(root, 'incoming');
  await mkdir(incoming, { recursive: true });
  const temporary = join(incoming, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxPackageBytes) return done(new PackageTooLargeError('The package is larger than 1 GiB.'));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const source = body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream);
  try {
    await pipeline(source, meter, createWriteStream(temporary));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const sha256 = hash.digest('hex');
  const day = receivedAt.toISOString().slice(0, 10).split('-');
  const importPath = `${day.join('/')}/${sha256}.zip`;
  const absolutePath = join(root, importPath);
  await mkdir(dirname(absolutePath), { recursive: true });
  const exists = await stat(absolutePath).then(
    () => true,
    () => false,
  );
  if (exists) await rm(temporary, { force: true });
  else await rename(temporary, absolutePath);
  return { importPath, sha256, bytes, absolutePath, fresh: !exists };
}

/** Copies a file already on disk into the folder (demo fleet, benchmarks) without reading it twice. */
export async function storePackageFile(
  dataDir: string,
  file: string,
  receivedAt = new Date(),
): Promise<StoredPackage> {
  return storePackage(dataDir, createReadStream(file), receivedAt);
}
