// Sign-in, tokens, sign-out, API keys, rate limiting and the password flows (000 §2/§4/§7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import { demoPassword } from '../demo/demo.ts';
import { demoEmails, startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ maxLoginFailures: 5 });
});
afterAll(() => server.close());

type Token = { token: string; expiresAt: string };
const hour = 3_600_000;

async function signIn(username: string, password: string, persist?: boolean) {
  return server.request<Token>('POST', '/api/v1/Authenticate', { body: { username, password, persist } });
}

describe('POST /Authenticate', () => {
  it('SHELL-169 answers an opaque token and a 12-hour expiry for a valid user name and password', async () => {
    const response = await signIn(demoEmails.user, demoPassword);
    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(response.body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(11.9 * hour);
    expect(lifetime).toBeLessThanOrEqual(12 * hour);
  });

  it('SHELL-105 persist (Remember me) gives a 30-day expiry', async () => {
    const response = await signIn(demoEmails.user, demoPassword, true);
    expect(response.status).toBe(200);
    expect(Date.parse(response.body.expiresAt) - Date.now()).toBeGreaterThan(29.9 * 24 * hour);
  });

  it('accepts the user name in any letter case', async () => {
    expect((await signIn('USER@Example.com', demoPassword)).status).toBe(200);
  });

  it('answers 401 INVALID_CREDENTIALS with the same text for a wrong password and an unknown user', async () => {
    const wrongPassword = await signIn(demoEmails.super, 'not-the-password');
    const unknownUser = await signIn('nobody@example.com', demoPassword);
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: messages.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('SHELL-145 SHELL-146 answers 400 with the spec texts when user name or password is missing', async () => {
    const response = await server.request<{ code: string; errors: { path: string; message: string }[] }>(
      'POST',
      '/api/v1/Authenticate',
      { body: { username: '', password: '' } },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: messages.usernameRequired },
        { path: 'password', message: messages.passwordRequired },
      ]),
    );
  });

  it('answers 400, never 500, for a malformed JSON body', async () => {
    const response = await server.request('POST', '/api/v1/Authenticate', { rawBody: '{"username": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.malformedJson, code: 'VALIDATION_FAILED' });
  });

  it('answers 400 for a JSON body over 1 MiB without parsing it', async () => {
    const response = await server.request('POST', '/api/v1/Authenticate', {
      body: { username: 'x'.repeat(1024 * 1024), password: 'y' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.bodyTooLarge, code: 'VALIDATION_FAILED' });
  });

  it('limits failed sign-ins: after 5 failures the 6th attempt is 429 even with the right password, until 15 minutes pass', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(demoEmails.other, 'wrong-password')).status).toBe(401);
    }
    const blocked = await signIn(demoEmails.other, demoPassword);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.tooManyLoginAttempts, code: 'RATE_LIMITED' });
    expect((await signIn(demoEmails.harbourSuper, demoPassword)).status).toBe(200);
    server.advanceClock(15 * 60_000 + 1_000);
    expect((await signIn(demoEmails.other, demoPassword)).status).toBe(200);
  });
});

describe('tokens', () => {
  it('SHELL-170 TokenCheck answers 200 with a valid token and 401 without one or with a made-up one', async () => {
    const { body } = await signIn(demoEmails.user, demoPassword);
    expect(
      (await server.request('GET', '/api/v1/Authenticate/TokenCheck', { token: body.token })).status,
    ).toBe(200);
    expect((await server.request('GET', '/api/v1/Authenticate/TokenCheck')).status).toBe(401);
    const forged = await server.request('GET', '/api/v1/Authenticate/TokenCheck', { token: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: messages.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('SHELL-116 a token stops working after SignOut, and SignOut needs a token', async () => {
    const { body } = await signIn(demoEmails.user, demoPassword);
    expect((await server.request('POST', '/api/v1/Authenticate/SignOut')).status).toBe(401);
    expect((await server.request('POST', '/api/v1/Authenticate/SignOut', { token: body.token })).status).toBe(
      204,
    );
    expect(
      (await server.request('GET', '/api/v1/Authenticate/TokenCheck', { token: body.token })).status,
    ).toBe(401);
    expect((await server.request('GET', '/api/v1/Users/GetUser', { token: body.token })).status).toBe(401);
  });

  it('SHELL-119 a token expires after 12 hours', async () => {
    const { body } = await signIn(demoEmails.user, demoPassword);
    server.advanceClock(12 * hour + 60_000);
    expect(
      (await server.request('GET', '/api/v1/Authenticate/TokenCheck', { token: body.token })).status,
    ).toBe(401);
  });

  it('ADMIN-195 every /api/v1 answer carries Cache-Control: no-store (200, 401, 404)', async () => {
    const token = await server.tokenFor('user');
    for (const response of [
      await server.request('GET', '/api/v1/Users/GetUser', { token }),
      await server.request('GET', '/api/v1/Users/GetUser'),
      await server.request('GET', '/api/v1/NoSuchThing', { token }),
      await server.request('GET', '/api/v1/health'),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('ADMIN-157 matches paths ignoring case and a trailing slash (/Users/IsSuperUser/)', async () => {
    const token = await server.tokenFor('user');
    expect((await server.request('GET', '/API/V1/users/getuser', { token })).status).toBe(200);
    expect((await server.request('GET', '/api/v1/USERS/GETUSER', { token })).status).toBe(200);
    expect((await server.request('GET', '/api/v1/Users/IsSuperUser/', { token })).status).toBe(200);
  });
});

describe('API keys', () => {
  it('ADMIN-028 a generated key authenticates as its user; the list shows only a masked preview; a cleared key stops working', async () => {
    const asSuper = server.as('super');
    const me = await asSuper<{ id: string }>('GET', '/api/v1/Users/GetUser');
    const generated = await asSuper<{ apiKey: string }>('POST', '/api/v1/Users/GenerateApiKey', {
      body: { userId: me.body.id },
    });
    expect(generated.status).toBe(200);
    const { apiKey } = generated.body;
    expect(apiKey.length).toBeGreaterThan(40);

    const viaKey = await server.request<{ email: string; apiKey: string }>('GET', '/api/v1/Users/GetUser', {
      apiKey,
    });
    expect(viaKey.status).toBe(200);
    expect(viaKey.body.email).toBe(demoEmails.super);
    expect(viaKey.body.apiKey).toBe(`••••••••${apiKey.slice(-4)}`);
    expect(JSON.stringify(viaKey.body)).not.toContain(apiKey);

    const cleared = await asSuper<{ apiKey: string }>('POST', '/api/v1/Users/ClearApiKey', {
      body: { userId: me.body.id },
    });
    expect(cleared.body.apiKey).toBe('');
    expect((await server.request('GET', '/api/v1/Users/GetUser', { apiKey })).status).toBe(401);
  });
});

describe('password reset by e-mail', () => {
  it('SHELL-171 LostPassword answers the same text for a known and an unknown e-mail, and mails only the known one', async () => {
    const before = (await server.readMail()).length;
    const known = await server.request<{ message: string }>('POST', '/api/v1/Account/LostPassword', {
      body: { Email: demoEmails.harbourSuper },
    });
    const unknown = await server.request<{ message: string }>('POST', '/api/v1/Account/LostPassword', {
      body: { Email: 'nobody@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(messages.lostPasswordSent);
    const mails = (await server.readMail()).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([demoEmails.harbourSuper]);
  });

  it('limits reset-link requests per address (429 after 10 within 15 minutes), so nobody floods inboxes', async () => {
    const flooded = await startTestServer({ maxResetRequests: 3 });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(
          (
            await flooded.request('POST', '/api/v1/Account/LostPassword', {
              body: { Email: demoEmails.user },
            })
          ).status,
        ).toBe(200);
      }
      const blocked = await flooded.request<{ message: string; code: string }>(
        'POST',
        '/api/v1/Account/LostPassword',
        {
          body: { Email: demoEmails.user },
        },
      );
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: messages.tooManyResetRequests, code: 'RATE_LIMITED' });
      expect((await flooded.readMail()).length).toBe(3);
    } finally {
      await flooded.close();
    }
  });

  it('SHELL-148 LostPassword checks the e-mail with the spec texts', async () => {
    const missing = await server.request<{ message: string }>('POST', '/api/v1/Account/LostPassword', {
      body: { Email: '' },
    });
    const invalid = await server.request<{ message: string }>('POST', '/api/v1/Account/LostPassword', {
      body: { Email: 'not-an-email' },
    });
    expect([missing.status, missing.body.message]).toEqual([400, messages.emailRequired]);
    expect([invalid.status, invalid.body.message]).toEqual([400, messages.emailMustBeValid]);
  });

  async function requestResetLink(email: string): Promise<URL> {
    const before = (await server.readMail()).length;
    await server.request('POST', '/api/v1/Account/LostPassword', { body: { Email: email } });
    const mail = (await server.readMail()).slice(before).find((candidate) => candidate.to === email);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error('no reset link in the mail');
    return new URL(link);
  }

  it('SHELL-172 the mailed link resets the password once: the new password signs in, the old does not, the token cannot be reused', async () => {
    const link = await requestResetLink(demoEmails.other);
    expect(link.origin + link.pathname).toBe('http://wakeline.test/Account/ResetPassword');
    const username = link.searchParams.get('username');
    const token = link.searchParams.get('token');
    expect(username).toBe(demoEmails.other);

    const reset = await server.request<{ message: string }>('POST', '/api/v1/Account/ResetPassword', {
      body: { Username: username, Token: token, Password: 'brand-new-secret' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(messages.passwordResetDone);
    expect((await signIn(demoEmails.other, 'brand-new-secret')).status).toBe(200);
    expect((await signIn(demoEmails.other, demoPassword)).status).toBe(401);

    const reused = await server.request<{ message: string }>('POST', '/api/v1/Account/ResetPassword', {
      body: { Username: username, Token: token, Password: 'another-secret' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(messages.passwordResetInvalid);
  });

  it('a reset token expires after one hour and works only for its own user', async () => {
    const link = await requestResetLink(demoEmails.harbourSuper);
    const token = link.searchParams.get('token');
    const otherUser = await server.request('POST', '/api/v1/Account/ResetPassword', {
      body: { Username: demoEmails.super, Token: token, Password: 'hijacked-password' },
    });
    expect(otherUser.status).toBe(400);
    server.advanceClock(hour + 60_000);
    const late = await server.request<{ message: string }>('POST', '/api/v1/Account/ResetPassword', {
      body: { Username: demoEmails.harbourSuper, Token: token, Password: 'too-late-password' },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(messages.passwordResetInvalid);
  });

  it('SHELL-142 ResetPassword refuses a password shorter than 6 characters', async () => {
    const response = await server.request<{ message: string }>('POST', '/api/v1/Account/ResetPassword', {
      body: { Username: demoEmails.user, Token: 'whatever', Password: '12345' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.passwordTooShort);
  });
});

describe('POST /Account/ChangePassword', () => {
  it('SHELL-173 needs a token, the right current password, and works only for oneself', async () => {
    const body = {
      Username: demoEmails.partner,
      CurrentPassword: demoPassword,
      NewPassword: 'partner-secret',
    };
    expect((await server.request('POST', '/api/v1/Account/ChangePassword', { body })).status).toBe(401);
    const asUser = server.as('user');
    expect((await asUser('POST', '/api/v1/Account/ChangePassword', { body })).status).toBe(403);

    const asPartner = server.as('partner');
    const wrong = await asPartner<{ message: string }>('POST', '/api/v1/Account/ChangePassword', {
      body: { ...body, CurrentPassword: 'wrong-password' },
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, messages.currentPasswordWrong]);

    const changed = await asPartner<{ message: string }>('POST', '/api/v1/Account/ChangePassword', { body });
    expect([changed.status, changed.body.message]).toEqual([200, messages.passwordChanged]);
    expect((await signIn(demoEmails.partner, 'partner-secret')).status).toBe(200);
  });
});
