// The client's address behind a reverse proxy and the limits keyed on it (ADR 0091): the test
// server's clients connect from 127.0.0.1, which one server trusts as its proxy and the other not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import { demoPassword } from '../demo/demo.ts';
import { parseTrustedProxies } from '../http/client-address.ts';
import { createLogger } from '../observability/logging.ts';
import { demoEmails, startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let behindProxy: TestServer;
let direct: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    startTestServer({
      maxAccountResetRequests: 3,
      appDeps: {
        trustedProxies: parseTrustedProxies('127.0.0.1, ::1'),
        logger: createLogger({
          level: 'info',
          destination: { write: (line: string) => logLines.push(line) },
        }),
      },
    }),
    startTestServer({ appDeps: { trustedProxies: parseTrustedProxies('10.0.0.0/8, fd00::/8') } }),
  ]);
});

afterAll(async () => {
  await Promise.all([behindProxy?.close(), direct?.close()]);
});

function signIn(server: TestServer, username: string, password: string, forwardedFor?: string) {
  return server.request<{ message: string; code: string; token?: string }>('POST', '/api/v1/Authenticate', {
    body: { username, password },
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });
}

function lostPassword(server: TestServer, email: string, forwardedFor?: string) {
  return server.request<{ message: string; code: string }>('POST', '/api/v1/Account/LostPassword', {
    body: { Email: email },
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });
}

describe('the request log', () => {
  it("records the client's address: X-Forwarded-For's right-most untrusted hop behind a trusted proxy", async () => {
    logLines.length = 0;
    await behindProxy.request('GET', '/api/v1/Version', {
      headers: { 'X-Forwarded-For': '6.6.6.6, 198.51.100.5' },
    });
    await behindProxy.request('GET', '/api/v1/Version');
    const addresses = logLines
      .map((line) => JSON.parse(line) as { msg: string; path: string; clientAddress?: string })
      .filter((line) => line.msg === 'request' && line.path === '/api/v1/Version')
      .map((line) => line.clientAddress);
    expect(addresses).toEqual(['198.51.100.5', '127.0.0.1']);
  });
});

describe('sign-in limits behind a trusted proxy', () => {
  it('an attacker at address A cannot lock out the user at address B: failures count per account and address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(behindProxy, demoEmails.harbourSuper, 'wrong', '203.0.113.10')).status).toBe(401);
    const blocked = await signIn(behindProxy, demoEmails.harbourSuper, demoPassword, '203.0.113.10');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.tooManyLoginAttempts, code: 'RATE_LIMITED' });
    // The real user, at another address behind the same proxy, signs in.
    const user = await signIn(behindProxy, demoEmails.harbourSuper, demoPassword, '198.51.100.20');
    expect(user.status).toBe(200);
    expect(user.body.token).toBeTruthy();
    // The hop the client wrote itself (left of what the proxy appended) changes nothing.
    expect(
      (await signIn(behindProxy, demoEmails.harbourSuper, demoPassword, '198.51.100.20, 203.0.113.10'))
        .status,
    ).toBe(429);
  });

  it('password spraying: 30 failures from one address, whatever the user names, block that address only', async () => {
    const sprayer = '203.0.113.66';
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect((await signIn(behindProxy, `nobody${attempt}@example.com`, 'Summer2026', sprayer)).status).toBe(
        401,
      );
    const blocked = await signIn(behindProxy, demoEmails.user, demoPassword, sprayer);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.tooManyLoginAttempts, code: 'RATE_LIMITED' });
    expect((await signIn(behindProxy, demoEmails.user, demoPassword, '198.51.100.67')).status).toBe(200);
  });

  it('a successful sign-in is no failure of its address (the per-address count is not used up by the users)', async () => {
    const office = '198.51.100.80';
    for (let round = 0; round < 35; round += 1)
      expect((await signIn(behindProxy, demoEmails.user, demoPassword, office)).status).toBe(200);
  });
});

describe('X-Forwarded-For from a client that is not a trusted proxy', () => {
  it('is ignored: a spoofed address per attempt does not escape the limit of the real (socket) address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await signIn(direct, demoEmails.harbourSuper, 'wrong', `203.0.113.${attempt + 1}`)).status,
      ).toBe(401);
    expect((await signIn(direct, demoEmails.harbourSuper, demoPassword, '198.51.100.99')).status).toBe(429);
    expect((await signIn(direct, demoEmails.harbourSuper, demoPassword)).status).toBe(429);
  });

  it('is ignored for reset-link requests too: ten from the socket address, then 429 whatever the header says', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (await lostPassword(direct, `nobody${attempt}@example.com`, `203.0.113.${attempt + 1}`)).status,
      ).toBe(200);
    const blocked = await lostPassword(direct, 'someone.else@example.com', '198.51.100.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.tooManyResetRequests, code: 'RATE_LIMITED' });
  });
});

describe('reset-link limits behind a trusted proxy', () => {
  it('ten requests from one address block that address only, not everyone behind the proxy', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await lostPassword(behindProxy, `flood${attempt}@example.com`, '203.0.113.30')).status).toBe(
        200,
      );
    expect((await lostPassword(behindProxy, 'flood-more@example.com', '203.0.113.30')).status).toBe(429);
    const before = (await behindProxy.readMail()).length;
    const other = await lostPassword(behindProxy, demoEmails.super, '198.51.100.31');
    expect(other.status).toBe(200);
    expect(other.body.message).toBe(messages.lostPasswordSent);
    expect((await behindProxy.readMail()).slice(before).map((mail) => mail.to)).toEqual([demoEmails.super]);
  });

  it('one inbox gets at most the per-account number of links, from however many addresses', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await lostPassword(behindProxy, demoEmails.admin, `203.0.113.${40 + attempt}`)).status).toBe(
        200,
      );
    const blocked = await lostPassword(behindProxy, demoEmails.admin.toUpperCase(), '203.0.113.50');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.tooManyResetRequests, code: 'RATE_LIMITED' });
    expect((await behindProxy.readMail()).filter((mail) => mail.to === demoEmails.admin)).toHaveLength(3);
  });
});
