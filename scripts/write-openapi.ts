// `npm run openapi`: writes docs/api/openapi.json, the OpenAPI 3.1 document the server serves at
// /api/v1/openapi.json, so reviewers see API changes in diffs. No database is opened: building the
// app registers the endpoints without running a query.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { pipelineModule } from '../server/app/pipeline.ts';
import { buildOpenApiDocument } from '../server/openapi/openapi-document.ts';

const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
// A pg pool connects lazily, so this handle never touches a server.
const database = await openDatabase({ kind: 'postgres', connectionString: 'postgres://127.0.0.1:1/unused' });
const dataDir = await mkdtemp(join(tmpdir(), 'wakeline-openapi-'));
const { router } = createApp(
  { database, mailer: { send: async () => {} }, publicUrl: '', version, distDir: null },
  [pipelineModule({ dataDir }).routes],
);
const target = new URL('../docs/api/openapi.json', import.meta.url);
await writeFile(
  target,
  `${JSON.stringify(buildOpenApiDocument(router.endpoints, version), null, 2)}\n`,
  'utf8',
);
await database.close();
await rm(dataDir, { recursive: true, force: true });
console.log(`wrote ${target.pathname} (${router.endpoints.length} endpoints)`);
