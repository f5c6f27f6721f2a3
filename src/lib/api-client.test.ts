import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { endpoint } from '../../domain/contracts/endpoint.ts';
import {
  ApiError,
  callApi,
  endpointUrl,
  fetchFile,
  setSessionExpiredHandler,
  uploadTo,
} from './api-client.ts';
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

// Declarations of the kinds the contracts hold (the calls go to a mocked fetch).
const putUser = endpoint({ method: 'put', path: '/Users/Put', body: v.object({ name: v.string() }) });
const postUser = endpoint({ method: 'post', path: '/Users/Post', body: v.object({}) });
const uploadSheet = endpoint({ method: 'post', path: '/Taxonomy/Excel' });
const version = endpoint({ method: 'get', path: '/Version', response: v.object({ version: v.string() }) });
const currentUser = endpoint({ method: 'get', path: '/Users/GetUser' });
const vessels = endpoint({
  method: 'get',
  path: '/Vessels',
  query: v.object({ IgnoreCompany: v.optional(v.boolean()), companyId: v.optional(v.string()) }),
});
const setCompany = endpoint({
  method: 'post',
  path: '/Users/SetCompany/{id}',
  params: v.object({ id: v.string() }),
});
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
    await callApi(putUser, { body: { name: 'A' } });
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
    await uploadTo(uploadSheet, form);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-2' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends no Authorization header without a stored token', async () => {
    respond(200, { version: '1' });
    await callApi(version);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('builds query strings and leaves out empty values', () => {
    expect(endpointUrl(vessels, { query: { IgnoreCompany: true, companyId: undefined } })).toBe(
      '/api/v1/Vessels?IgnoreCompany=true',
    );
  });

  it('fills the path from the params, each value URI-encoded', async () => {
    respond(204);
    await callApi(setCompany, { params: { id: 'north wind/1' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/Users/SetCompany/north%20wind%2F1');
    expect(init.method).toBe('POST');
  });

  it('fetches a file through the same door, and a link the server gave under /api/v1', async () => {
    storeToken('tok-3', new Date(Date.now() + hourMs).toISOString());
    fetchMock.mockResolvedValueOnce(new Response('bytes', { status: 200 }));
    const response = await fetchFile({ link: '/VesselFiles/Download/abc' });
    expect(await response.text()).toBe('bytes');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/VesselFiles/Download/abc');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-3' });
    respond(403, { message: 'No.', code: 'FORBIDDEN' });
    await expect(fetchFile(version)).rejects.toMatchObject({ status: 403, message: 'No.' });
  });

  it('parses the answer with the declared schema', async () => {
    respond(200, { version: '1.2.3' });
    const result = await callApi(version);
    expect(result.version).toBe('1.2.3');
  });

  it('turns { message, code, errors } into an ApiError', async () => {
    respond(409, {
      message: 'A user with that email already exists.',
      code: 'CONFLICT',
      errors: [{ path: 'email', message: 'taken' }],
    });
    const error = await callApi(postUser, { body: {} }).catch((e: unknown) => e);
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
    const error = (await callApi(version).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('');
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await callApi(version).catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
  });

  it('SHELL-119 signs out and goes to /login on a 401 when the stored expiry has passed', async () => {
    storeToken('tok-old', new Date(Date.now() - hourMs).toISOString());
    respond(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' });
    await expect(callApi(currentUser)).rejects.toBeInstanceOf(ApiError);
    expect(readStoredToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('SHELL-119 signs out on a 401 when the stored expiry is missing', async () => {
    localStorage.setItem('wakeline.token', 'tok-no-expiry');
    respond(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' });
    await expect(callApi(currentUser)).rejects.toBeInstanceOf(ApiError);
    expect(readStoredToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('SHELL-120 passes a 401 through while the stored expiry is still valid', async () => {
    storeToken('tok-valid', new Date(Date.now() + hourMs).toISOString());
    respond(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' });
    await expect(callApi(currentUser)).rejects.toMatchObject({ status: 401 });
    expect(readStoredToken()?.token).toBe('tok-valid');
    expect(onExpired).not.toHaveBeenCalled();
  });
});

describe('uploads with progress', () => {
  /** Enough of XMLHttpRequest for the upload door: progress, body sent, then the answer. */
  class FakeUpload {
    static last: FakeUpload | null = null;
    upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    method = '';
    url = '';
    headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send() {
      FakeUpload.last = this;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.upload.onload?.();
      this.status = 200;
      this.responseText = JSON.stringify({ rows: 3 });
      this.onload?.();
    }
  }

  it("EMIS-224 a template upload (multipart, with 'onSent') reports its progress, then that the body is sent, and parses the answer", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    storeToken('tok-4', new Date(Date.now() + hourMs).toISOString());
    const templateUpload = endpoint({
      method: 'post',
      path: '/EmissionReport/Upload/{vesselId}',
      params: v.object({ vesselId: v.string() }),
      response: v.object({ rows: v.number() }),
    });
    const seen: string[] = [];
    const form = new FormData();
    form.set('file', new Blob(['x']), 'template.xlsx');
    const answer = await uploadTo(templateUpload, form, {
      params: { vesselId: 'v 1' },
      onProgress: (fraction) => seen.push(`sending ${fraction}`),
      onSent: () => seen.push('checking'),
    });
    expect(answer).toEqual({ rows: 3 });
    expect(seen).toEqual(['sending 0.5', 'checking', 'sending 1']);
    expect(FakeUpload.last).toMatchObject({ method: 'POST', url: '/api/v1/EmissionReport/Upload/v%201' });
    expect(FakeUpload.last!.headers).toMatchObject({ Authorization: 'Bearer tok-4' });
  });
});
