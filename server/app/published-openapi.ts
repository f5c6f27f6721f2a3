// The OpenAPI document of the whole server (every capability, the import pipeline's included), as
// `npm run openapi` writes it to docs/api/openapi.json and a test compares it with that file. No
// database is opened: building the app registers the endpoints without running a query.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { createContainer } from './container.ts';
import { openDatabase } from '../db/database.ts';
import { buildOpenApiDocument } from '../openapi/openapi-document.ts';

export async function publishedOpenApiDocument(
  version: string,
): Promise<{ document: ReturnType<typeof buildOpenApiDocument>; endpoints: number }> {
  // A pg pool connects lazily, so this handle never touches a server.
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: 'postgres://127.0.0.1:1/unused',
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'wakeline-openapi-'));
  try {
    const deps = { database, mailer: { send: async () => {} }, publicUrl: '', version, distDir: null };
    const { router } = createApp(deps, [], createContainer(deps, { pipeline: { dataDir } }));
    return { document: buildOpenApiDocument(router.endpoints, version), endpoints: router.endpoints.length };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
