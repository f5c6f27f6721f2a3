// Voyage events entered through the API as the crew's tablet enters them (POST with an
// Idempotency-Key, PUT and the confirm actions with If-Match), for the API tests of what is built
// on voyages (the emission reports, the carbon price).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { TestServer } from './test-server.ts';

const base = '/api/v1/EmissionReportVesselEvents';

/** A distance sailed logged by GPS, the other sources empty. */
export const loggedDistance = (nm: number) => ({
  loggedDistanceByGPS: nm,
  estimatedDistanceByGPS: null,
  manualDistanceByGPS: null,
  loggedDistanceByGPSPercent: null,
  estimatedDistanceByGPSPercent: null,
  manualDistanceByGPSPercent: null,
});

/** The voyage calls of the demo User on one vessel (read when called: tests set it in beforeAll). */
export function voyageCalls(server: () => Pick<TestServer, 'as'>, vesselId: () => string) {
  async function created(type: string, timestamp: string, extra: Record<string, unknown> = {}) {
    const response = await server().as('user')<VesselEvent>('POST', base, {
      body: { id: randomUUID(), vesselId: vesselId(), type, timestamp, ...extra },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  }

  async function put(event: VesselEvent, changes: Record<string, unknown>) {
    const { version, isDeleted: _deleted, cargos: _cargos, ...body } = event;
    const response = await server().as('user')<VesselEvent>('PUT', `${base}/${event.id}`, {
      body: { ...body, ...changes },
      headers: { 'Idempotency-Key': randomUUID(), 'If-Match': `"${version}"` },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  async function action(name: string, event: VesselEvent) {
    const response = await server().as('user')<VesselEvent>('POST', `${base}/${event.id}/${name}`, {
      headers: { 'Idempotency-Key': randomUUID(), 'If-Match': `"${event.version}"` },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  return { created, put, action };
}
