import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, apiRequest, buildApiUrl, setSessionExpiredHandler } from './api-client.ts';
import { readStoredToken, storeToken } from './token-store.ts';

const fetchMock = vi.fn();

function respond(status: number, body?: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

const hourMs = 3_600_000;
const onExpired = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSessionExpiredHandler(onExpired);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onExpired.mockReset();
});

describe('api client', () => {
  it('SHELL-166 SHELL-167 sends requests under /api/v1 with the bearer token, JSON and no caching', async () => {
    storeToken('tok-1', new Date(Date.now() + hourMs).toISOString());
    respond(200, { ok: true });
    await apiRequest('/Users/Put', { method: 'PUT', body: { name: 'A' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/Users/Put');
    expect(init.cache).toBe('no-store');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"name":"A"}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' });
  });

  it('ADMIN-086 sends a FormData body as it is, leaving the multipart Content-Type to the browser', async () => {
    storeToken('tok-2', new Date(Date.now() + hourMs).toISOString());
    respond(200, {});
    const form = new FormData();
    form.set('file', new Blob(['sheet']), 'taxonomy.xlsx');
    await apiRequest('/Taxonomy/Excel', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-2' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends no Authorization header without a stored token', async () => {
    respond(200, {});
    await apiRequest('/Version');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('builds query strings and leaves out empty values', () => {
    expect(buildApiUrl('/Vessels', { IgnoreCompany: true, companyId: undefined })).toBe(
      '/api/v1/Vessels?IgnoreCompany=true',
    );
  });

  it('parses the body with the given schema', async () => {
    respond(200, { version: '1.2.3' });
    const result = await apiRequest('/Version', { schema: v.object({ version: v.string() }) });
    expect(result.version).toBe('1.2.3');
  });

  it('turns { message, code, errors } into an ApiError', async () => {
    respond(409, {
      message: 'A user with that email already exists.',
      code: 'CONFLICT',
      errors: [{ path: 'email', message: 'taken' }],
    });
    const error = await apiRequest('/Users/Post', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'A user with that email already exists.',
    });
    expect((error as ApiError).errors).toEqual([{ path: 'email', message: 'taken' }]);
  });

  it('gives an ApiError without a message when the body is not JSON, so the generic text is shown', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    const error = (await apiRequest('/Version').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('');
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/Version').catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
  });

  it('SHELL-119 signs out and goes to /login on a 401 when the stored expiry has passed', async () => {
    storeToken('tok-old', new Date(Date.now() - hourMs).toISOString());
    respond(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' });
    await expect(apiRequest('/Users/GetUser')).rejects.toBeInstanceOf(ApiError);
    expect(readStoredToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('SHELL-119 signs out on a 401 when the stored expiry is missing', async () => {
    localStorage.setItem('wakeline.token', 'tok-no-expiry');
    respond(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' });
    await expect(apiRequest('/Users/GetUser')).rejects.toBeInstanceOf(ApiError);
    expect(readStoredToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('SHELL-120 passes a 401 through while the stored expiry is still valid', async () => {
    storeToken('tok-valid', new Date(Date.now() + hourMs).toISOString());
    respond(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' });
    await expect(apiRequest('/Users/GetUser')).rejects.toMatchObject({ status: 401 });
    expect(readStoredToken()?.token).toBe('tok-valid');
    expect(onExpired).not.toHaveBeenCalled();
  });
});
