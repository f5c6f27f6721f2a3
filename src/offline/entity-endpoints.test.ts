import { describe, expect, it } from 'vitest';
import { isKnownAction, isSendable, requestFor, voyageActions } from './entity-endpoints.ts';

const id = '5b0c3a52-8a67-4f43-9c1f-0d7f0e0c1a01';
const eventId = '6c1d4b63-9b78-4054-8d2a-1e8a1f1d2b02';
const unitId = 'c4a90000-0000-4000-8000-000000000003';

describe('requestFor', () => {
  it('maps vessel event changes to POST, PUT and DELETE of collection/{id}', () => {
    const payload = { id, vesselId: eventId };
    expect(requestFor({ entityType: 'vesselEvent', entityId: id, kind: 'create', payload })).toEqual({
      method: 'POST',
      path: '/EmissionReportVesselEvents',
      body: payload,
    });
    expect(requestFor({ entityType: 'vesselEvent', entityId: id, kind: 'update', payload })).toMatchObject({
      method: 'PUT',
      path: `/EmissionReportVesselEvents/${id}`,
    });
    expect(requestFor({ entityType: 'vesselEvent', entityId: id, kind: 'delete', payload: {} })).toEqual({
      method: 'DELETE',
      path: `/EmissionReportVesselEvents/${id}`,
      body: undefined,
    });
  });

  it('noon reports (ADR 0103) go to POST /NoonReports, PUT and DELETE /NoonReports/{id}, and have no actions', () => {
    const payload = { id, vesselId: eventId, reportTime: '2026-03-01T12:00:00+04:00' };
    expect(isSendable('noonReport')).toBe(true);
    expect(requestFor({ entityType: 'noonReport', entityId: id, kind: 'create', payload })).toEqual({
      method: 'POST',
      path: '/NoonReports',
      body: payload,
    });
    expect(requestFor({ entityType: 'noonReport', entityId: id, kind: 'update', payload })).toEqual({
      method: 'PUT',
      path: `/NoonReports/${id}`,
      body: payload,
    });
    expect(requestFor({ entityType: 'noonReport', entityId: id, kind: 'delete', payload: {} })).toEqual({
      method: 'DELETE',
      path: `/NoonReports/${id}`,
      body: undefined,
    });
    expect(isKnownAction('noonReport', 'ConfirmVoyageData')).toBe(false);
  });

  it('EMIS-208 cargo: create and update POST the pair, delete addresses event and cargo unit', () => {
    const payload = { id, vesselEventId: eventId, cargoUnitId: unitId, cargoCarried: 12 };
    expect(requestFor({ entityType: 'cargoDetail', entityId: id, kind: 'create', payload })).toEqual({
      method: 'POST',
      path: '/VesselEventCargoDetails',
      body: payload,
    });
    expect(requestFor({ entityType: 'cargoDetail', entityId: id, kind: 'update', payload })).toMatchObject({
      method: 'POST',
      path: '/VesselEventCargoDetails',
    });
    expect(
      requestFor({
        entityType: 'cargoDetail',
        entityId: id,
        kind: 'delete',
        payload: { vesselEventId: eventId, cargoUnitId: unitId },
      }),
    ).toEqual({ method: 'DELETE', path: `/VesselEventCargoDetails/${eventId}/${unitId}`, body: undefined });
  });

  it('voyage actions are POSTs under the departure, without a body; unknown actions are refused', () => {
    for (const action of voyageActions) {
      expect(
        requestFor({ entityType: 'vesselEvent', entityId: id, kind: 'action', action, payload: {} }),
      ).toEqual({ method: 'POST', path: `/EmissionReportVesselEvents/${id}/${action}`, body: undefined });
    }
    expect(isKnownAction('vesselEvent', 'ConfirmVoyageData')).toBe(true);
    expect(isKnownAction('vesselEvent', 'Explode')).toBe(false);
    expect(isKnownAction('cargoDetail', 'ConfirmVoyageData')).toBe(false);
    expect(() =>
      requestFor({ entityType: 'vesselEvent', entityId: id, kind: 'action', action: 'Explode', payload: {} }),
    ).toThrow();
  });

  it('the feed-only types are never sendable', () => {
    expect(isSendable('fuelTank')).toBe(false);
    expect(isSendable('flowMeter')).toBe(false);
    expect(() => requestFor({ entityType: 'fuelTank', entityId: id, kind: 'create', payload: {} })).toThrow();
  });
});
