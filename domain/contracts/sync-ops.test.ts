// The ops of POST /Sync/Ops travel on as requests whose headers carry opId and deviceId: both must
// be header text, else the server's own request failed with a 500 (found by the property tests).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SyncOpSchema } from './sync-ops.ts';

const op = {
  opId: 'op-0000-0001',
  method: 'POST',
  path: '/FuelTankSoundings',
  ifMatch: null,
  deviceId: 'tablet-1',
  body: {},
};

describe('SyncOpSchema', () => {
  it('accepts an op whose opId and deviceId are printable ASCII', () => {
    expect(v.safeParse(SyncOpSchema, op).success).toBe(true);
  });

  it('refuses an opId or a deviceId outside printable ASCII', () => {
    expect(v.safeParse(SyncOpSchema, { ...op, opId: 'op-省-0000-0001' }).success).toBe(false);
    expect(v.safeParse(SyncOpSchema, { ...op, deviceId: 'tablet\n1' }).success).toBe(false);
    expect(v.safeParse(SyncOpSchema, { ...op, deviceId: '🚢' }).success).toBe(false);
  });
});
