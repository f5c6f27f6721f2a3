// `npm run openapi`: writes docs/api/openapi.json, the OpenAPI 3.1 document the server serves at
// /api/v1/openapi.json, so reviewers see API changes in diffs (a test fails when it is not current).
import { readFile, writeFile } from 'node:fs/promises';
import { publishedOpenApiDocument } from '../server/app/published-openapi.ts';

const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const { document, endpoints } = await publishedOpenApiDocument(version);
const target = new URL('../docs/api/openapi.json', import.meta.url);
await writeFile(target, `${JSON.stringify(document, null, 2)}\n`, 'utf8');
console.log(`wrote ${target.pathname} (${endpoints} endpoints)`);
