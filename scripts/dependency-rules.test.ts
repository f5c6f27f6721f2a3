// The house plan's import rules (.dependency-cruiser.cjs), each seen to fire: a few files that break
// one rule each are planted in the tree for the length of the test, cruised with the project's own
// configuration, and removed again.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tag = `zz-planted-${randomUUID().slice(0, 8)}`;
const planted: string[] = [];

function plant(path: string, code: string): string {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code);
  // The planted folder alone (the one named by the tag), never the folder it was planted in.
  const parts = path.split('/');
  planted.push(parts.slice(0, parts.findIndex((part) => part.includes(tag)) + 1).join('/'));
  return path;
}

afterAll(() => {
  for (const folder of new Set(planted)) {
    if (!folder.split('/').at(-1)!.includes(tag)) throw new Error(`not a planted folder: ${folder}`);
    rmSync(join(root, folder), { recursive: true, force: true });
  }
});

type Violation = { from: string; to: string; rule: { name: string } };

function violationsOf(files: string[]): Violation[] {
  let output: string;
  try {
    output = execFileSync(
      join(root, 'node_modules', '.bin', 'depcruise'),
      ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...files],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its JSON is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the import rules fire on planted violations', () => {
  it('each rule names the planted file that breaks it, and a file that breaks none passes', () => {
    const cases: [string, string][] = [
      [
        'domain-is-isomorphic',
        plant(`domain/${tag}/rule.ts`, "export { readConfig } from '../../server/config.ts';\n"),
      ],
      [
        'server-never-imports-client',
        plant(`server/${tag}/x.service.ts`, "export { formatDate } from '../../src/lib/format.ts';\n"),
      ],
      [
        'client-never-imports-server',
        plant(
          `src/features/${tag}-a/api/x.ts`,
          "export { readConfig } from '../../../../server/config.ts';\n",
        ),
      ],
      [
        'features-do-not-import-each-other',
        plant(`src/features/${tag}-b/api/y.ts`, `export * from '../../${tag}-c/api/z.ts';\n`),
      ],
      [
        'kernel-never-imports-a-capability',
        plant(
          `server/http/${tag}/k.ts`,
          "export { createVesselsService } from '../../vessels/vessels.service.ts';\n",
        ),
      ],
      [
        'routes-use-the-container',
        plant(`server/${tag}/x.routes.ts`, "export { findUserById } from '../users/users.repository.ts';\n"),
      ],
      [
        'capabilities-keep-their-internals',
        plant(
          `server/${tag}/y.service.ts`,
          "export { registerUserRoutes } from '../users/users.routes.ts';\n",
        ),
      ],
      [
        'no-test-code-in-the-product',
        plant(`server/${tag}/z.service.ts`, "export * from '../../tests/support/test-server.ts';\n"),
      ],
      [
        'only-the-root-imports-the-root',
        plant(`server/${tag}/r.service.ts`, "export { createContainer } from '../app/container.ts';\n"),
      ],
      [
        'workers-import-only-the-offline-engine',
        plant(`workers/${tag}/w.ts`, "export * from '../../src/lib/format.ts';\n"),
      ],
      ['no-circular', plant(`server/${tag}/a.ts`, "export { b } from './b.ts';\nexport const a = 1;\n")],
    ];
    plant(`src/features/${tag}-c/api/z.ts`, 'export const z = 1;\n');
    plant(`server/${tag}/b.ts`, "export { a } from './a.ts';\nexport const b = 2;\n");
    const clean = plant(
      `server/${tag}/clean.service.ts`,
      "export { messages } from '../../domain/messages.ts';\n",
    );

    const violations = violationsOf([...cases.map(([, file]) => file), clean]);
    for (const [rule, file] of cases)
      expect(
        violations.some((v) => v.rule.name === rule && (v.from === file || v.to === file)),
        `${rule} on ${file}`,
      ).toBe(true);
    expect(violations.filter((v) => v.from === clean)).toEqual([]);
  }, 120_000);
});
