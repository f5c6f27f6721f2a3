// Fakes for component tests. installFakeApi stands in for the server: it answers fetch calls to
// /api/v1 from a table of handlers keyed by 'METHOD /path' (query ignored) and records every call.
import { vi } from 'vitest';
import type { Company } from '../../domain/contracts/companies.ts';
import type { User } from '../../domain/contracts/users.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';

export type FakeResponse = { status?: number; body?: unknown };
type Handler = (request: { body: unknown; url: URL }) => FakeResponse | Promise<FakeResponse>;

export type FakeCall = {
  method: string;
  path: string;
  query: string;
  body: unknown;
  /** The request's own headers (If-Match of a versioned save, ADR 0092). */
  headers?: Record<string, string>;
};

export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ method, path, query: url.search, body, headers });
    const handler = handlers[`${method} ${path}`];
    const result = handler
      ? await handler({ body, url })
      : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    const status = result.status ?? 200;
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The device reports no network, and every request fails as it would without one. */
export function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

const testIds = new Map<string, string>();

/** A stable UUID for a readable name in a test ('g-tankers' always gives the same id). */
export function testId(name: string): string {
  let id = testIds.get(name);
  if (!id) {
    id = `00000000-0000-4000-8000-${String(testIds.size + 1).padStart(12, '0')}`;
    testIds.set(name, id);
  }
  return id;
}

/** A user as GET /Users/Get answers it, with only what a test cares about given. */
export function buildUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? testId('user');
  return {
    id,
    userName: overrides.email ?? `${id}@example.com`,
    name: 'Someone',
    title: 'Officer',
    email: `${id}@example.com`,
    phoneNumber: '',
    role: 'User',
    companyId: testId('company'),
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
    ...overrides,
  };
}

/** A company as GET /Companies answers it. */
export function buildCompanyRecord(overrides: Partial<Company> = {}): Company {
  return {
    id: testId('company'),
    name: 'Northwind Shipping',
    contactName: '',
    contactPhone: '',
    contactEmail: '',
    subscriptionStatus: 'Active',
    dcMasterDataCompanyId: '',
    notes: '',
    createdDate: '2025-01-15T08:00:00Z',
    vesselCount: 0,
    version: 1,
    ...overrides,
  };
}

/** A vessel as GET /Vessels answers it. */
export function buildVessel(overrides: Partial<Vessel> = {}): Vessel {
  return {
    id: testId('vessel'),
    name: 'Nordic Star',
    imoNumber: 9074729,
    companyId: testId('company'),
    companyName: 'Northwind Shipping',
    vesselType: 'Bulk carrier',
    deadweight: 81_000,
    grossTonnage: 43_000,
    created: '2025-01-15T08:00:00.000Z',
    lastExportDate: null,
    draftMean: 12.5,
    ballastDraftHigh: null,
    ballastDraftLow: null,
    ladenDraftHigh: null,
    ladenDraftLow: null,
    maxContinuousRating: 9_500,
    speedMaxContinuousRating: 14.5,
    numberOfShafts: 1,
    activeStatus: 'Active',
    isDataReceiver: false,
    performanceStatus: null,
    course: null,
    logDataMinDate: null,
    logDataMaxDate: null,
    trendDataMinDate: null,
    trendDataMaxDate: null,
    features: [],
    version: 1,
    ...overrides,
  };
}
