// Vessel administration (003 §2/§4/§5/§7, issue 15 §1): every VesselAdministrations call walks
// 401 -> 403 -> allowed; the lifecycle of 003 §4 holds on the server (409, nothing changes); the
// IMO number stays unique per company; one data receiver; feature switches; delete from Archived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../domain/contracts/companies.ts';
import type { Feature } from '../../domain/contracts/features.ts';
import type { VesselAdministration } from '../../domain/contracts/vessel-administration.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import { transitionRefusedMessage } from '../../domain/vessel-lifecycle.ts';
import { buildVesselUpdate } from '../../tests/support/factories.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let northwind: Company;
let harbour: Company;
let features: Feature[];
let nextImo = 9_100_001;

beforeAll(async () => {
  server = await startTestServer();
  const companies = (await server.as('admin')<Company[]>('GET', '/api/v1/Companies')).body;
  northwind = companies.find((company) => company.name === 'Northwind Shipping')!;
  harbour = companies.find((company) => company.name === 'Harbour Lines')!;
  features = (await server.as('admin')<Feature[]>('GET', '/api/v1/Features')).body;
});
afterAll(() => server.close());

type Answer = { message: string; code: string; errors?: { path: string; message: string }[] };
const admin = () => server.as('admin');

async function createVessel(overrides: Record<string, unknown> = {}): Promise<VesselAdministration> {
  const response = await admin()<VesselAdministration>('POST', '/api/v1/VesselAdministrations', {
    body: { ...buildVesselUpdate({ name: `Test vessel ${nextImo}` }), imoNumber: nextImo++, ...overrides },
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function act(vesselId: string, segment: string) {
  return admin()<VesselAdministration & Answer>(
    'POST',
    `/api/v1/VesselAdministrations/${vesselId}/${segment}`,
  );
}

async function administration(id: string) {
  return admin()<VesselAdministration & Answer>('GET', `/api/v1/VesselAdministrations/${id}`);
}

describe('the 401 -> 403 -> allowed ladder', () => {
  it('ADMIN-152 every VesselAdministrations call: 401 without a token, 403 for SuperUser, User and partner; nothing changes', async () => {
    const vessel = await createVessel({ companyId: northwind.id });
    const feature = features[0]!;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/VesselAdministrations'],
      ['GET', `/api/v1/VesselAdministrations/${vessel.id}`],
      ['GET', '/api/v1/VesselAdministrations/Find?isDataReceiver=true'],
      ['POST', '/api/v1/VesselAdministrations', { ...buildVesselUpdate(), imoNumber: 9_999_991 }],
      ['PUT', `/api/v1/VesselAdministrations/${vessel.id}`, buildVesselUpdate({ name: 'Renamed' })],
      ['POST', `/api/v1/VesselAdministrations/${vessel.id}/Assign`, { companyId: harbour.id }],
      ...[
        'Unassign',
        'ArchiveVessel',
        'ReactivateVessel',
        'ActivateVessel',
        'DeactivateVessel',
        'SetDataReceiver',
        'UnsetDataReceiver',
      ].map((segment): [string, string] => ['POST', `/api/v1/VesselAdministrations/${vessel.id}/${segment}`]),
      ['POST', `/api/v1/VesselAdministrations/${vessel.id}/ActivateFeature`, { featureId: feature.id }],
      ['POST', `/api/v1/VesselAdministrations/${vessel.id}/DeactivateFeature`, { featureId: feature.id }],
      ['DELETE', `/api/v1/VesselAdministrations/${vessel.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await server.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const account of ['super', 'user', 'partner'] as const) {
        expect(
          (await server.as(account)(method, path, { body })).status,
          `${account} ${method} ${path}`,
        ).toBe(403);
      }
    }
    const after = await administration(vessel.id);
    expect(after.body).toMatchObject({ name: vessel.name, activeStatus: 'Assigned', isDataReceiver: false });
    expect(after.body.features).toEqual([]);
    const list = await admin()<VesselAdministration[]>('GET', '/api/v1/VesselAdministrations');
    expect(list.status).toBe(200);
    expect(list.body.some((entry) => entry.imoNumber === 9_999_991)).toBe(false);
  });
});

describe('creating and editing', () => {
  it('ADMIN-055 a vessel created without a company is Unassigned; with one it is Assigned to it', async () => {
    const unassigned = await createVessel();
    expect(unassigned).toMatchObject({ activeStatus: 'Unassigned', companyId: null, companyName: null });
    const assigned = await createVessel({ companyId: harbour.id });
    expect(assigned).toMatchObject({
      activeStatus: 'Assigned',
      companyId: harbour.id,
      companyName: 'Harbour Lines',
      draftMean: 12.5,
      maxContinuousRating: 9500,
      numberOfShafts: 1,
    });
    const list = (await admin()<VesselAdministration[]>('GET', '/api/v1/VesselAdministrations')).body;
    expect(list.map((entry) => entry.id)).toEqual(expect.arrayContaining([unassigned.id, assigned.id]));
    // The company's users see the assigned vessel at once.
    const harbourVessels = (await server.as('harbourSuper')<Vessel[]>('GET', '/api/v1/Vessels')).body;
    expect(harbourVessels.map((entry) => entry.id)).toContain(assigned.id);
  });

  it('ADMIN-132 ADMIN-133 ADMIN-135 ADMIN-137 the 003 §5 messages, and nothing is created', async () => {
    const before = (await admin()<VesselAdministration[]>('GET', '/api/v1/VesselAdministrations')).body
      .length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(31) }, messages.vesselNameTooLong],
      [{ name: '' }, messages.vesselNameRequired],
      [{ imoNumber: 12_345_678 }, messages.imoMustBeSevenDigits],
      [{ imoNumber: 'nine' }, messages.imoMustBeNumber],
      [{ imoNumber: '' }, messages.imoRequired],
      [{ draftMean: 26 }, messages.draftOutOfRange],
      [{ maxContinuousRating: '' }, messages.mcrRequired],
      [{ maxContinuousRating: -1 }, messages.mcrMustBePositive],
    ];
    for (const [override, message] of cases) {
      const response = await admin()<Answer>('POST', '/api/v1/VesselAdministrations', {
        body: { ...buildVesselUpdate(), imoNumber: 9_200_001, ...override },
      });
      expect(response.status, message).toBe(400);
      expect(response.body.errors?.map((error) => error.message)).toContain(message);
    }
    const after = (await admin()<VesselAdministration[]>('GET', '/api/v1/VesselAdministrations')).body.length;
    expect(after).toBe(before);
  });

  it('ADMIN-056 a company cannot hold two vessels with one IMO number, nor can two companies (issue 27): create answers 409', async () => {
    const first = await createVessel({ companyId: northwind.id });
    const again = await admin()<Answer>('POST', '/api/v1/VesselAdministrations', {
      body: { ...buildVesselUpdate(), imoNumber: first.imoNumber, companyId: northwind.id },
    });
    expect([again.status, again.body.message]).toEqual([409, messages.vesselImoExistsInCompany]);
    // Issue 27 (ADR 0087): no other company may hold it either, nor an unassigned twin; the
    // Administrator is told which vessel and company have it.
    for (const companyId of [harbour.id, undefined]) {
      const elsewhere = await admin()<Answer>('POST', '/api/v1/VesselAdministrations', {
        body: { ...buildVesselUpdate(), imoNumber: first.imoNumber, ...(companyId ? { companyId } : {}) },
      });
      expect([elsewhere.status, elsewhere.body.message]).toEqual([
        409,
        `The vessel "${first.name}" of ${northwind.name} already has the IMO number ${first.imoNumber}. An IMO number names one vessel.`,
      ]);
    }
    const found = await admin()<VesselAdministration[]>(
      'GET',
      `/api/v1/VesselAdministrations/Find?imoNumber=${first.imoNumber}&companyId=${northwind.id}`,
    );
    expect(found.body.map((entry) => entry.id)).toEqual([first.id]);
  });

  it('ADMIN-054 the IMO number cannot change; the particulars do', async () => {
    const vessel = await createVessel();
    const changed = await admin()<Answer>('PUT', `/api/v1/VesselAdministrations/${vessel.id}`, {
      body: buildVesselUpdate({ imoNumber: vessel.imoNumber + 1 }),
    });
    expect([changed.status, changed.body.message]).toEqual([400, messages.imoNotEditable]);
    const saved = await admin()<VesselAdministration>('PUT', `/api/v1/VesselAdministrations/${vessel.id}`, {
      body: buildVesselUpdate({ name: 'Renamed in admin', imoNumber: vessel.imoNumber, draftMean: 9 }),
      headers: { 'If-Match': versionEtag(vessel.version) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Renamed in admin', draftMean: 9, imoNumber: vessel.imoNumber });
  });

  it('400 for a vesselId in the body that is not the path’s, and 404 for an unknown vessel or company', async () => {
    const vessel = await createVessel();
    const other = await createVessel();
    const mismatch = await admin()<Answer>('POST', `/api/v1/VesselAdministrations/${vessel.id}/Assign`, {
      body: { vesselId: other.id, companyId: northwind.id },
    });
    expect(mismatch.status).toBe(400);
    const unknownCompany = await admin()<Answer>(
      'POST',
      `/api/v1/VesselAdministrations/${vessel.id}/Assign`,
      {
        body: { companyId: '00000000-0000-4000-8000-000000000000' },
      },
    );
    expect([unknownCompany.status, unknownCompany.body.message]).toEqual([404, messages.companyNotFound]);
    const unknownVessel = await administration('00000000-0000-4000-8000-000000000000');
    expect([unknownVessel.status, unknownVessel.body.message]).toEqual([404, messages.vesselNotFound]);
    expect((await administration(vessel.id)).body.activeStatus).toBe('Unassigned');
  });
});

describe('the lifecycle of 003 §4', () => {
  it('ADMIN-115 ADMIN-117 assign, activate, deactivate and unassign; each refused from the wrong status with 409', async () => {
    const vessel = await createVessel();
    const refused = async (segment: string, expected: string) => {
      const response = await act(vessel.id, segment);
      expect([response.status, response.body.message], segment).toEqual([409, expected]);
    };
    await refused('ActivateVessel', transitionRefusedMessage('Activate', 'Unassigned'));
    await refused('ArchiveVessel', transitionRefusedMessage('Archive', 'Unassigned'));
    await refused('Unassign', transitionRefusedMessage('Unassign', 'Unassigned'));
    const assigned = await admin()<VesselAdministration>(
      'POST',
      `/api/v1/VesselAdministrations/${vessel.id}/Assign`,
      {
        body: { vesselId: vessel.id, companyId: northwind.id },
      },
    );
    expect(assigned.body).toMatchObject({ activeStatus: 'Assigned', companyId: northwind.id });
    await refused('DeactivateVessel', transitionRefusedMessage('Deactivate', 'Assigned'));
    const again = await admin()<Answer>('POST', `/api/v1/VesselAdministrations/${vessel.id}/Assign`, {
      body: { companyId: harbour.id },
    });
    expect([again.status, again.body.message]).toEqual([409, transitionRefusedMessage('Assign', 'Assigned')]);
    expect((await act(vessel.id, 'ActivateVessel')).body.activeStatus).toBe('Active');
    await refused('ActivateVessel', transitionRefusedMessage('Activate', 'Active'));
    expect((await act(vessel.id, 'DeactivateVessel')).body.activeStatus).toBe('Assigned');
    const unassigned = await act(vessel.id, 'Unassign');
    expect(unassigned.body).toMatchObject({ activeStatus: 'Unassigned', companyId: null });
  });

  it('ADMIN-115 unassigning takes the vessel out of its company: its users and access groups lose it', async () => {
    const vessel = await createVessel({ companyId: northwind.id });
    const groups = (
      await server.as('super')<{ id: string; isDefault: boolean }[]>('GET', '/api/v1/VesselCategories')
    ).body;
    const group = groups.find((entry) => !entry.isDefault)!;
    const added = await server.as('super')('POST', '/api/v1/VesselCategories/AddVessel', {
      body: { vesselId: vessel.id, vesselCategoryId: group.id },
    });
    expect(added.status).toBe(200);
    expect((await administration(vessel.id)).body.accessGroupCount).toBe(1);
    await act(vessel.id, 'Unassign');
    expect((await administration(vessel.id)).body.accessGroupCount).toBe(0);
    const seen = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
    expect(seen.map((entry) => entry.id)).not.toContain(vessel.id);
  });

  it('ADMIN-116 archive hides the vessel from its company, reactivate brings it back, delete only from Archived', async () => {
    const vessel = await createVessel({ companyId: northwind.id });
    const refusedDelete = await admin()<Answer>('DELETE', `/api/v1/VesselAdministrations/${vessel.id}`);
    expect([refusedDelete.status, refusedDelete.body.message]).toEqual([
      409,
      transitionRefusedMessage('Delete', 'Assigned'),
    ]);
    const visibleTo = async () =>
      (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body.some(
        (entry) => entry.id === vessel.id,
      );
    expect(await visibleTo()).toBe(true);
    expect((await act(vessel.id, 'ArchiveVessel')).body.activeStatus).toBe('Archived');
    expect(await visibleTo()).toBe(false);
    expect((await server.as('super')('GET', `/api/v1/Vessels/${vessel.id}`)).status).toBe(403);
    // An archived vessel is neither edited nor switched (ADMIN-047).
    const edit = await admin()<Answer>('PUT', `/api/v1/VesselAdministrations/${vessel.id}`, {
      body: buildVesselUpdate(),
      headers: { 'If-Match': versionEtag(vessel.version) },
    });
    expect([edit.status, edit.body.message]).toEqual([409, transitionRefusedMessage('Edit', 'Archived')]);
    const feature = await admin()<Answer>(
      'POST',
      `/api/v1/VesselAdministrations/${vessel.id}/ActivateFeature`,
      {
        body: { featureId: features[0]!.id },
      },
    );
    expect(feature.status).toBe(409);
    expect((await act(vessel.id, 'ActivateVessel')).status).toBe(409);
    expect((await act(vessel.id, 'ReactivateVessel')).body.activeStatus).toBe('Assigned');
    expect(await visibleTo()).toBe(true);
    expect((await act(vessel.id, 'ReactivateVessel')).status).toBe(409);

    await act(vessel.id, 'ArchiveVessel');
    const deleted = await admin()('DELETE', `/api/v1/VesselAdministrations/${vessel.id}`);
    expect(deleted.status).toBe(204);
    expect((await administration(vessel.id)).status).toBe(404);
    const list = (await admin()<VesselAdministration[]>('GET', '/api/v1/VesselAdministrations')).body;
    expect(list.some((entry) => entry.id === vessel.id)).toBe(false);
    expect((await server.as('admin')('GET', `/api/v1/Vessels/${vessel.id}`)).status).toBe(404);
    expect((await admin()('DELETE', `/api/v1/VesselAdministrations/${vessel.id}`)).status).toBe(404);
    // Its IMO number is free again in the company.
    expect((await createVessel({ imoNumber: vessel.imoNumber, companyId: northwind.id })).activeStatus).toBe(
      'Assigned',
    );
  });
});

describe('the data receiver and feature switches', () => {
  it('ADMIN-119 setting the receiver moves the flag: there is one receiver; unset leaves none', async () => {
    const first = await createVessel({ companyId: northwind.id });
    const second = await createVessel();
    expect((await act(first.id, 'SetDataReceiver')).body.isDataReceiver).toBe(true);
    expect((await act(second.id, 'SetDataReceiver')).body.isDataReceiver).toBe(true);
    expect((await administration(first.id)).body.isDataReceiver).toBe(false);
    const receivers = await admin()<VesselAdministration[]>(
      'GET',
      '/api/v1/VesselAdministrations/Find?isDataReceiver=true',
    );
    expect(receivers.body.map((entry) => entry.id)).toEqual([second.id]);
    expect((await act(second.id, 'UnsetDataReceiver')).body.isDataReceiver).toBe(false);
    expect(
      (await admin()<VesselAdministration[]>('GET', '/api/v1/VesselAdministrations/Find?isDataReceiver=true'))
        .body,
    ).toEqual([]);
    // Archiving takes the flag away; an archived vessel cannot take it.
    await act(first.id, 'SetDataReceiver');
    expect((await act(first.id, 'ArchiveVessel')).body.isDataReceiver).toBe(false);
    expect((await act(first.id, 'SetDataReceiver')).status).toBe(409);
  });

  it('ADMIN-059 switching a feature on and off; an unknown feature is a 400', async () => {
    const vessel = await createVessel({ companyId: northwind.id });
    const diagnostics = features.find((feature) => feature.name === 'Diagnostics')!;
    const on = await admin()<VesselAdministration>(
      'POST',
      `/api/v1/VesselAdministrations/${vessel.id}/ActivateFeature`,
      {
        body: { vesselId: vessel.id, featureId: diagnostics.id },
      },
    );
    expect(on.body.features.map((feature) => feature.name)).toEqual(['Diagnostics']);
    const twice = await admin()<VesselAdministration>(
      'POST',
      `/api/v1/VesselAdministrations/${vessel.id}/ActivateFeature`,
      {
        body: { featureId: diagnostics.id },
      },
    );
    expect(twice.body.features).toHaveLength(1);
    const seen = await server.as('super')<Feature[]>('GET', `/api/v1/Features/Find?vesselId=${vessel.id}`);
    expect(seen.body.map((feature) => feature.name)).toEqual(['Diagnostics']);
    const off = await admin()<VesselAdministration>(
      'POST',
      `/api/v1/VesselAdministrations/${vessel.id}/DeactivateFeature`,
      {
        body: { featureId: diagnostics.id },
      },
    );
    expect(off.body.features).toEqual([]);
    const unknown = await admin()<Answer>(
      'POST',
      `/api/v1/VesselAdministrations/${vessel.id}/ActivateFeature`,
      {
        body: { featureId: '00000000-0000-4000-8000-000000000000' },
      },
    );
    expect(unknown.status).toBe(400);
    const malformed = await admin()<Answer>(
      'POST',
      `/api/v1/VesselAdministrations/${vessel.id}/ActivateFeature`,
      {
        body: { featureId: 'Diagnostics' },
      },
    );
    expect(malformed.status).toBe(400);
  });
});
