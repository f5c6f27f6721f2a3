// The house plan's import rules (.dependency-cruiser.cjs), each seen to fire: a few files that break
// one rule each are planted in the tree for the length of the test, cruised with the project's own
// configuration, and removed again.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
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
        'capabilities-meet-through-public-modules',
        plant(`server/${tag}/y.service.ts`, "export { findUserById } from '../users/users.repository.ts';\n"),
      ],
      [
        'capabilities-form-levels',
        // vessels, on the lowest level, using performance through its public module.
        plant(`server/vessels/${tag}/l.service.ts`, "export * from '../../performance/public.ts';\n"),
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
      "export { messages } from '../../domain/messages.ts';\nexport { findVesselById } from '../vessels/public.ts';\n",
    );

    const violations = violationsOf([...cases.map(([, file]) => file), clean]);
    for (const [rule, file] of cases)
      expect(
        violations.some((v) => v.rule.name === rule && (v.from === file || v.to === file)),
        `${rule} on ${file}`,
      ).toBe(true);
    expect(violations.filter((v) => v.from === clean)).toEqual([]);
  }, 120_000);

  it('every capability folder of the server stands on one level of the capability levels', () => {
    const config = require(join(root, '.dependency-cruiser.cjs')) as {
      forbidden: { name: string; from: { path: string } }[];
    };
    const listed = config.forbidden
      .filter((rule) => rule.name === 'capabilities-form-levels')
      .flatMap((rule) => /^\^server\/\(([^)]+)\)\/$/.exec(rule.from.path)![1]!.split('|'));
    const kernel = /^(http|db|files|jobs|security|mail|openapi|observability|app)$/;
    const folders = readdirSync(join(root, 'server'), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && !kernel.test(entry.name) && !entry.name.includes('zz-planted'),
      )
      .map((entry) => entry.name);
    expect([...listed].sort()).toEqual([...folders].sort());
  });
});
