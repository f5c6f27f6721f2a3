// offline-sync.md c.2 scenario 11 in Chromium: a device still on the first released database shape
// (Dexie version 1) with a full outbox opens this build. The v1 database is written with Dexie
// itself on a page of the origin that does not run the app (the health endpoint), before the app
// ever opens it; then the crew signs in and the app upgrades the database in place. Oracle: every
// entry is still there after the upgrade, and each departure reaches the server once, with the
// edits made before the upgrade.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { databaseName, databaseVersion, schemaV1 } from '../../src/offline/db.ts';
import { v1FullOutbox } from '../../src/offline/upgrade-fixture.ts';
import { demoAccounts, login, visibleVessels } from './support/demo.ts';
import { departureTimes, expectDeliveredOnce, serverEvents, storedOutbox } from './support/offline.ts';

test.describe.configure({ timeout: 360_000 });

const dexieSource = () => readFile(createRequire(import.meta.url).resolve('dexie/dist/dexie.js'), 'utf8');

test('scenario 11 I5: a v1 database with 30 unsent changes is upgraded by this build without losing one, and each departure reaches the server once', async ({
  page,
}) => {
  const vessels = await visibleVessels(page.request, demoAccounts.user);
  const vesselId = (vessels[3] ?? vessels[0])!.id;
  const device = v1FullOutbox({ vesselId, userId: 'crew-v1', timestamps: departureTimes(20, 13) });
  expect(device.entries).toHaveLength(30);

  await page.goto('/api/v1/health');
  await page.evaluate(await dexieSource());
  const before = await page.evaluate(
    async ({ name, schema, entries, rows }) => {
      type Table = {
        bulkAdd(items: unknown[]): Promise<unknown>;
        bulkPut(items: unknown[]): Promise<unknown>;
      };
      type V1 = {
        version(n: number): { stores(schema: Record<string, string>): void };
        table(name: string): Table;
        transaction(mode: string, tables: Table[], run: () => Promise<void>): Promise<void>;
        close(): void;
      };
      const Dexie = (globalThis as unknown as { Dexie: new (name: string) => V1 }).Dexie;
      const v1 = new Dexie(name);
      v1.version(1).stores(schema);
      await v1.transaction('rw', [v1.table('outbox'), v1.table('vesselEvents')], async () => {
        await v1.table('outbox').bulkAdd(entries);
        await v1.table('vesselEvents').bulkPut(rows);
      });
      v1.close();
      return (await indexedDB.databases()).find((database) => database.name === name)?.version;
    },
    { name: databaseName, schema: schemaV1 as Record<string, string>, ...device },
  );
  expect(before).toBe(10); // Dexie stores version 1 as 10
  const queued = await storedOutbox(page);
  expect(queued.map((entry) => entry.opId)).toEqual(device.entries.map((entry) => entry.opId));

  // The crew opens this build: it upgrades the database, keeps the outbox and sends it.
  await login(page, demoAccounts.user, { path: '/Outbox' });
  const ids = device.rows.map((row) => String(row.id));
  await expectDeliveredOnce(page, vesselId, ids);
  const after = await page.evaluate(
    async (name) => (await indexedDB.databases()).find((database) => database.name === name)?.version,
    databaseName,
  );
  expect(after).toBe(databaseVersion * 10); // upgraded to this build's version
  const stored = await storedOutbox(page);
  expect(
    stored
      .filter((entry) => device.entries.some((queuedEntry) => queuedEntry.opId === entry.opId))
      .map((entry) => entry.status),
  ).toEqual(Array(30).fill('acked'));
  const onServer = new Map((await serverEvents(page.request, vesselId)).map((event) => [event.id, event]));
  device.rows.forEach((row, index) => {
    const event = onServer.get(String(row.id));
    expect(event, String(row.id)).toMatchObject(
      index % 2 === 0 ? { name: `Voyage ${index}`, version: 2 } : { name: null, version: 1 },
    );
  });
});
