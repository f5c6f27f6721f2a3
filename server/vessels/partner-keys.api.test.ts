// The partner's expired API keys (003 §8, ADR 0061): every /Kognifai call answers 503 with the
// warning's text while the partner's Tenant ID, Client ID or Client Secret is empty; 401 and 403
// come first; only the Administrator who manages the partner renews its keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { User, UserUpdateRequest } from '../../domain/contracts/users.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import { startPipelineTestServer, type PipelineTestServer } from '../../tests/support/import-support.ts';
import { demoEmails } from '../../tests/support/test-server.ts';

let server: PipelineTestServer;
let partner: User;
let partnerVessel: Vessel;
const unknownVariableId = '7f1c6b7e-0000-4000-8000-000000000000';

beforeAll(async () => {
  // The pipeline module registers the log-data and curve routes.
  server = await startPipelineTestServer();
  const users = (await server.as('admin')<User[]>('GET', '/api/v1/Users/Get')).body;
  partner = users.find((user) => user.email === demoEmails.partner)!;
  partnerVessel = (await server.as('partner')<Vessel[]>('GET', '/api/v1/Kognifai/Vessels')).body[0]!;
});
afterAll(() => server?.stop());

const updateOf = (user: User, changes: Partial<UserUpdateRequest> = {}): UserUpdateRequest => ({
  id: user.id,
  name: user.name,
  title: user.title,
  phoneNumber: user.phoneNumber,
  role: user.role,
  kognifaiTenantId: user.kognifaiTenantId,
  kognifaiClientId: user.kognifaiClientId,
  kognifaiClientSecret: user.kognifaiClientSecret,
  ...changes,
});

/** The partner calls of the page and of the reference curves. */
const partnerCalls = () => [
  '/api/v1/Kognifai/Vessels',
  '/api/v1/Kognifai/LogVariables',
  `/api/v1/Kognifai/LogVariables?vesselId=${partnerVessel.id}`,
  `/api/v1/Kognifai/LogData?logVariableId=${unknownVariableId}&fromDate=2026-01-01T00:00:00Z&toDate=2026-01-02T00:00:00Z`,
  `/api/v1/Kognifai/LogData/LastReceived?logVariableIds=${unknownVariableId}`,
  `/api/v1/Kognifai/Curves/Find?vesselId=${partnerVessel.id}`,
];

async function partnerVersion(): Promise<{ 'If-Match': string }> {
  const users = (await server.as('admin')<User[]>('GET', '/api/v1/Users/Get')).body;
  return { 'If-Match': versionEtag(users.find((user) => user.id === partner.id)!.version) };
}

async function setPartnerKeys(changes: Partial<UserUpdateRequest>): Promise<void> {
  // Based on the partner's version as it is now (If-Match, ADR 0092).
  const response = await server.as('admin')('PUT', '/api/v1/Users/Put', {
    body: updateOf(partner, changes),
    headers: await partnerVersion(),
  });
  expect(response.status).toBe(200);
}

describe('expired partner keys', () => {
  it('ADMIN-181 ADMIN-012 with its keys the partner reads every /Kognifai call; 401 without a token, 403 for the other roles', async () => {
    expect(partner.kognifaiClientSecret).not.toBe('');
    for (const path of partnerCalls()) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('user')('GET', path)).status, path).toBe(403);
      // The unknown variable is 404: the partner got past the key check.
      expect([200, 404], path).toContain((await server.as('partner')('GET', path)).status);
    }
  });

  it("ADMIN-181 once an Administrator clears the partner's Client Secret every /Kognifai call answers 503 with the warning; entering it again ends it", async () => {
    await setPartnerKeys({ kognifaiClientSecret: '' });
    try {
      for (const path of partnerCalls()) {
        expect((await server.request('GET', path)).status, path).toBe(401);
        expect((await server.as('super')('GET', path)).status, path).toBe(403);
        const answer = await server.as('partner')<{ message: string; code: string }>('GET', path);
        expect(answer.status, path).toBe(503);
        expect(answer.body).toEqual({ message: messages.partnerKeysExpired, code: 'PARTNER_KEYS_EXPIRED' });
      }
      // Signing in still works: the page shows the warning.
      expect((await server.as('partner')('GET', '/api/v1/Users/GetUser')).status).toBe(200);
    } finally {
      await setPartnerKeys({ kognifaiClientSecret: 'renewed-secret' });
    }
    expect((await server.as('partner')('GET', '/api/v1/Kognifai/Vessels')).status).toBe(200);
  });

  it('ADMIN-181 an empty Tenant ID or Client ID leaves the partner without usable keys too', async () => {
    for (const changes of [{ kognifaiTenantId: '' }, { kognifaiClientId: '  ' }]) {
      await setPartnerKeys(changes);
      expect((await server.as('partner')('GET', '/api/v1/Kognifai/Vessels')).status).toBe(503);
      await setPartnerKeys({ kognifaiTenantId: 'demo-tenant', kognifaiClientId: 'demo-client' });
      expect((await server.as('partner')('GET', '/api/v1/Kognifai/Vessels')).status).toBe(200);
    }
  });

  it('the partner cannot renew its own keys: its own PUT /Users/Put leaves them as they are', async () => {
    await setPartnerKeys({ kognifaiClientSecret: '' });
    try {
      const own = await server.as('partner')<User>('PUT', '/api/v1/Users/Put', {
        body: updateOf(partner, { title: 'Renamed partner', kognifaiClientSecret: 'my-own-secret' }),
        headers: await partnerVersion(),
      });
      expect(own.status).toBe(200);
      expect(own.body.title).toBe('Renamed partner');
      expect(own.body.kognifaiClientSecret).toBe('');
      expect((await server.as('partner')('GET', '/api/v1/Kognifai/Vessels')).status).toBe(503);
    } finally {
      await setPartnerKeys({ kognifaiClientSecret: 'renewed-secret' });
    }
  });
});
