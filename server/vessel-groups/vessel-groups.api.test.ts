// Vessel groups (003 §2, §5, §7; ADMIN-065..070): a user's own groups of the vessels they see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselGroup } from '../../domain/contracts/vessel-groups.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let superVessels: Vessel[];
let otherVessel: Vessel;
beforeAll(async () => {
  server = await startTestServer();
  superVessels = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  otherVessel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
});
afterAll(() => server.close());

describe('vessel groups', () => {
  it('ADMIN-070 a group is made, renamed, filled, emptied and removed; it is its user’s own', async () => {
    const made = await server.as('super')<VesselGroup>('POST', '/api/v1/VesselGroups', {
      body: { name: ' Tankers ' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Tankers', vesselIds: [], vessels: [] });
    const id = made.body.id;
    const [a, b] = superVessels;
    for (const vessel of [a!, b!])
      await server.as('super')('POST', '/api/v1/VesselGroups/AddVessel', {
        body: { vesselId: vessel.id, vesselGroupId: id },
      });
    const renamed = await server.as('super')<VesselGroup>('PUT', `/api/v1/VesselGroups/${id}`, {
      body: { name: 'Crude' },
    });
    expect(renamed.body.name).toBe('Crude');
    expect(new Set(renamed.body.vesselIds)).toEqual(new Set([a!.id, b!.id]));
    const removed = await server.as('super')<VesselGroup>('POST', '/api/v1/VesselGroups/RemoveVessel', {
      body: { vesselId: a!.id, vesselGroupId: id },
    });
    expect(removed.body.vesselIds).toEqual([b!.id]);
    // Another user neither sees nor changes it.
    expect((await server.as('admin')<VesselGroup[]>('GET', '/api/v1/VesselGroups')).body).toEqual([]);
    expect(
      (await server.as('admin')('PUT', `/api/v1/VesselGroups/${id}`, { body: { name: 'Mine' } })).status,
    ).toBe(404);
    expect((await server.as('super')<VesselGroup[]>('GET', '/api/v1/VesselGroups')).body).toEqual([
      removed.body,
    ]);
    expect((await server.as('super')('DELETE', `/api/v1/VesselGroups/${id}`)).status).toBe(204);
    expect((await server.as('super')<VesselGroup[]>('GET', '/api/v1/VesselGroups')).body).toEqual([]);
  });

  it("ADMIN-143 the name is required and at most 15 characters, in the spec's words; nothing is stored", async () => {
    const empty = await server.as('super')('POST', '/api/v1/VesselGroups', { body: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Please enter a name for the vessel group.' });
    const long = await server.as('super')('POST', '/api/v1/VesselGroups', { body: { name: 'A'.repeat(16) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'The vessel group name cannot exceed 15 characters.' });
    expect((await server.as('super')<VesselGroup[]>('GET', '/api/v1/VesselGroups')).body).toEqual([]);
  });

  it('a vessel the user does not see cannot join their group', async () => {
    const { id } = (
      await server.as('super')<VesselGroup>('POST', '/api/v1/VesselGroups', { body: { name: 'Mixed' } })
    ).body;
    const refused = await server.as('super')('POST', '/api/v1/VesselGroups/AddVessel', {
      body: { vesselId: otherVessel.id, vesselGroupId: id },
    });
    expect(refused.status).toBe(403);
    expect(
      (await server.as('super')<VesselGroup[]>('GET', '/api/v1/VesselGroups')).body[0]!.vesselIds,
    ).toEqual([]);
    await server.as('super')('DELETE', `/api/v1/VesselGroups/${id}`);
  });
});

describe('401 → 403 → allowed', () => {
  it('every VesselGroups call: 401 without a token, 403 for the partner type, allowed for the owner', async () => {
    const { id } = (
      await server.as('super')<VesselGroup>('POST', '/api/v1/VesselGroups', { body: { name: 'Ladder' } })
    ).body;
    const member = { vesselId: superVessels[0]!.id, vesselGroupId: id };
    const calls: [string, string, unknown, number][] = [
      ['GET', '/api/v1/VesselGroups', undefined, 200],
      ['POST', '/api/v1/VesselGroups', { name: 'Extra' }, 201],
      ['PUT', `/api/v1/VesselGroups/${id}`, { name: 'Ladder 2' }, 200],
      ['POST', '/api/v1/VesselGroups/AddVessel', member, 200],
      ['POST', '/api/v1/VesselGroups/RemoveVessel', member, 200],
      ['DELETE', `/api/v1/VesselGroups/${id}`, undefined, 204],
    ];
    for (const [method, path, body, allowed] of calls) {
      expect((await server.request(method, path, { body })).status, path).toBe(401);
      expect((await server.as('partner')(method, path, { body })).status, path).toBe(403);
      expect((await server.as('super')(method, path, { body })).status, path).toBe(allowed);
    }
  });
});
