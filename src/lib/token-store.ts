// The stored session: an opaque bearer token and its expiry (UTC ISO), in localStorage so a
// tablet that restarts offline still knows who was signed in (000 §4: logged in = a token is stored).

/** Where the session lives on the device (the journeys sign in by writing the same keys). */
export const sessionKeys = {
  token: 'wakeline.token',
  expiresAt: 'wakeline.tokenExpiresAt',
  /** The user seen last, so the shell can start offline (session.ts). */
  lastUser: 'wakeline.lastUser',
} as const;
const tokenKey = sessionKeys.token;
const expiresAtKey = sessionKeys.expiresAt;

export type StoredToken = { token: string; expiresAt: string | null };

export function readStoredToken(): StoredToken | null {
  const token = localStorage.getItem(tokenKey);
  if (!token) return null;
  return { token, expiresAt: localStorage.getItem(expiresAtKey) };
}

export function storeToken(token: string, expiresAt: string): void {
  localStorage.setItem(tokenKey, token);
  localStorage.setItem(expiresAtKey, expiresAt);
}

export function clearStoredToken(): void {
  localStorage.removeItem(tokenKey);
  localStorage.removeItem(expiresAtKey);
}

export function isLoggedIn(): boolean {
  return readStoredToken() !== null;
}

/** True when the stored expiry is missing, unreadable or in the past (000 §4, SHELL-119). */
export function isStoredExpiryPassed(now: Date = new Date()): boolean {
  const stored = readStoredToken();
  if (!stored?.expiresAt) return true;
  const expiresAtMs = Date.parse(stored.expiresAt);
  return Number.isNaN(expiresAtMs) || expiresAtMs <= now.getTime();
}
