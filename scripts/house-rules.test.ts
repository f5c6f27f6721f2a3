// The house rules that lint enforces (issue 23 §2, §3), each seen to fire on a planted violation and
// to stay quiet where the code belongs: SQL only in repositories and the database layer, no API
// path written in the client.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const rawSql = `
export async function names(conn: { query(text: string): Promise<unknown[]> }) {
  return conn.query('SELECT name FROM vessels ORDER BY name');
}
`;
const taggedSql = `
import { sql } from 'kysely';
export const everyVessel = sql\`SELECT id FROM vessels\`;
`;
const notSql = `
export async function search(c: { req: { query(name: string): string } }) {
  return c.req.query('Selected vessel');
}
`;
const clientPath = `
export const url = '/api/v1/Vessels';
export const link = (id: string) => \`/api/v1/VesselFiles/\${id}\`;
`;

describe('house rules in lint', () => {
  it('SQL in a service, a route module or a job is refused; a repository and the database layer may hold it', async () => {
    expect(await ruleMessages('server/vessels/planted.service.ts', rawSql)).toEqual([
      expect.stringContaining('SQL lives in a *.repository.ts'),
    ]);
    expect(await ruleMessages('server/vessels/planted.routes.ts', taggedSql)).toEqual([
      expect.stringContaining('SQL lives in a *.repository.ts'),
    ]);
    expect(await ruleMessages('server/vessels/planted.repository.ts', rawSql)).toEqual([]);
    expect(await ruleMessages('server/db/planted.ts', taggedSql)).toEqual([]);
    // A query string's parameter named like a statement is no SQL.
    expect(await ruleMessages('server/vessels/planted.routes.ts', notSql)).toEqual([]);
  }, 60_000);

  it('ADR 0111 an API path written in the client is refused; its tests may name the wire path', async () => {
    expect(await ruleMessages('src/features/vessel/api/planted.ts', clientPath)).toHaveLength(2);
    expect(await ruleMessages('src/features/vessel/api/planted.test.ts', clientPath)).toEqual([]);
  }, 60_000);
});
