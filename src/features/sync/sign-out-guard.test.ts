import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { WakelineDb } from '../../offline/db.ts';
import { saveLocalChange } from '../../offline/local-writes.ts';
import { canSignOut } from './sign-out-guard.ts';

let db: WakelineDb;
afterEach(async () => {
  await db.delete();
});

describe('canSignOut', () => {
  it('I5 scenario 27: blocks signing out while a change has not reached the office', async () => {
    db = new WakelineDb(`guard-${crypto.randomUUID()}`);
    expect(await canSignOut(db)).toEqual({ allowed: true });
    const entry = await saveLocalChange(db, {
      entityType: 'vesselEvent',
      kind: 'create',
      data: {
        id: crypto.randomUUID(),
        vesselId: 'v',
        timestamp: '2026-03-01T08:00:00.000Z',
        type: 'Departure',
      },
      groupKey: 'vessel:v',
      userId: 'u1',
    });
    expect(await canSignOut(db)).toMatchObject({
      allowed: false,
      unsent: 1,
      message: expect.stringContaining('1 change has not reached'),
    });
    await db.outbox.update(entry.seq!, { status: 'acked' });
    expect(await canSignOut(db)).toEqual({ allowed: true });
  });
});
