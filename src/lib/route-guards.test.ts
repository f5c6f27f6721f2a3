import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAdmin, isSuperOrAdmin } from '../../domain/auth/roles.ts';
import { requireRole, requireSignedInUser } from './route-guards.ts';
import { clearSession, signIn } from './session.ts';
import { readStoredToken, storeToken } from './token-store.ts';

const fetchMock = vi.fn();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const user = {
  id: '00000000-0000-4000-8000-000000000001',
  userName: 'super@example.com',
  name: 'Sofia Super',
  title: 'Fleet manager',
  email: 'super@example.com',
  phoneNumber: '',
  role: 'SuperUser',
  companyId: '00000000-0000-4000-8000-0000000000c1',
  companyName: 'Northwind Shipping',
  apiKey: '',
  lastActivityDate: null,
  daysBeforeDataOutdated: 0,
  kognifaiTenantId: '',
  kognifaiClientId: '',
  kognifaiClientSecret: '',
  isNewUser: false,
  worksOnBoard: false,
  version: 1,
};

async function redirectTarget(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    if (isRedirect(error)) return String(error.options.to);
    throw error;
  }
  return undefined;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  clearSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('navigation guard', () => {
  it('SHELL-034 sends a visitor without a token to /login', async () => {
    expect(await redirectTarget(requireSignedInUser(new QueryClient()))).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('SHELL-115 SHELL-117 drops a token the server rejects at start and sends the user to /login', async () => {
    storeToken('made-up', new Date(Date.now() + 3_600_000).toISOString());
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Please sign in.', code: 'UNAUTHENTICATED' }));
    expect(await redirectTarget(requireSignedInUser(new QueryClient()))).toBe('/login');
    expect(readStoredToken()).toBeNull();
  });

  it('SHELL-169 signs in, stores token and expiry, and loads the current user', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    fetchMock.mockResolvedValueOnce(json(200, { token: 'tok-1', expiresAt }));
    await signIn({ username: 'super@example.com', password: 'wakeline-demo', persist: true });
    expect(readStoredToken()).toEqual({ token: 'tok-1', expiresAt });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'super@example.com',
      password: 'wakeline-demo',
      persist: true,
    });

    fetchMock.mockResolvedValueOnce(json(200, user));
    const loaded = await requireSignedInUser(new QueryClient());
    expect(loaded.name).toBe('Sofia Super');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/v1/Users/GetUser');
  });

  it('starts offline with the last user seen on this device', async () => {
    storeToken('tok-2', new Date(Date.now() + 3_600_000).toISOString());
    fetchMock.mockResolvedValueOnce(json(200, { valid: true, expiresAt: null })); // token check
    fetchMock.mockResolvedValueOnce(json(200, user)); // GetUser, remembered
    await requireSignedInUser(new QueryClient());

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await requireSignedInUser(new QueryClient());
    expect(offline.email).toBe('super@example.com');
  });

  it('starts offline with a user remembered by an earlier version, which had no row version', async () => {
    storeToken('tok-3', new Date(Date.now() + 3_600_000).toISOString());
    const { version: _version, ...earlier } = user;
    localStorage.setItem('wakeline.lastUser', JSON.stringify(earlier));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await requireSignedInUser(new QueryClient());
    expect(offline).toMatchObject({ email: 'super@example.com', version: 0 });
  });

  it('SHELL-162 requireRole sends a role that fails the rule to /', () => {
    const guard = requireRole(isSuperOrAdmin);
    expect(() => guard({ context: { user: { role: 'SuperUser' } } })).not.toThrow();
    let target: string | undefined;
    try {
      guard({ context: { user: { role: 'User' } } });
    } catch (error) {
      if (isRedirect(error)) target = String(error.options.to);
    }
    expect(target).toBe('/');
  });

  it('issue 26 §5 requireRole leaves on the start page which page was refused, for whom it is, and the role refused', () => {
    const guard = requireRole(isAdmin);
    let state: unknown;
    try {
      guard({ context: { user: { role: 'SuperUser' } }, location: { pathname: '/Company' } });
    } catch (error) {
      if (isRedirect(error)) state = error.options.state;
    }
    expect(state).toEqual({
      refusedPage: { path: '/Company', allowedRoles: ['Administrator'], role: 'SuperUser' },
    });
  });
});
