// The session of 000 §4: sign-in stores the token and its expiry, sign-out removes them and the
// cached user data, the current user comes from GET /Users/GetUser, and the token is checked once
// at start (an invalid token logs the user out, SHELL-115/117).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { authEndpoints, type AuthenticateRequest } from '../../domain/contracts/auth.ts';
import { UserSchema, userEndpoints, type User } from '../../domain/contracts/users.ts';
import { ApiError, callApi } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { forgetReadCache } from './read-cache.ts';
import { clearStoredToken, readStoredToken, sessionKeys, storeToken } from './token-store.ts';

export { isLoggedIn } from './token-store.ts';

const lastUserKey = sessionKeys.lastUser;

function rememberUser(user: User): void {
  localStorage.setItem(lastUserKey, JSON.stringify(user));
}

/** The user seen last on this device, so the shell can start offline (ARCHITECTURE §4). */
function lastKnownUser(): User | null {
  const text = localStorage.getItem(lastUserKey);
  if (!text) return null;
  try {
    // A user remembered by an earlier Wakeline has no row version (ADR 0092): version 0 lets the
    // device start offline with it, and a save based on it is refused as stale, never applied. Nor
    // has it the crew's mark (ADR 0117): until the server answers, it opens the office's pages.
    const parsed = v.safeParse(UserSchema, {
      version: 0,
      worksOnBoard: false,
      ...(JSON.parse(text) as object),
    });
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export const currentUserQueryKey = ['session', 'current-user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }): Promise<User> => {
      try {
        const user = await callApi(userEndpoints.current, { signal });
        rememberUser(user);
        return user;
      } catch (error) {
        const cached = error instanceof ApiError && error.isNetworkError ? lastKnownUser() : null;
        if (cached) return cached;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** The signed-in user; the authenticated layout has loaded it before any page renders. */
export function useCurrentUser(): User {
  return useSuspenseQuery(currentUserQueryOptions()).data;
}

export async function signIn(request: AuthenticateRequest): Promise<void> {
  const result = await callApi(authEndpoints.authenticate, { body: request });
  localStorage.removeItem(lastUserKey);
  queryClient.clear();
  forgetReadCache();
  storeToken(result.token, result.expiresAt);
  tokenCheck = Promise.resolve(true);
}

/** Removes the token, its expiry and every cached user datum (SHELL-116). */
export function clearSession(): void {
  clearStoredToken();
  localStorage.removeItem(lastUserKey);
  queryClient.clear();
  forgetReadCache();
  tokenCheck = null;
}

/** Log out (SHELL-118): revoke the token on the server, clear the session, go to /login and reload. */
export async function signOut(): Promise<void> {
  if (readStoredToken()) {
    try {
      await callApi(authEndpoints.signOut);
    } catch {
      // The token is forgotten on this device either way; an offline sign-out cannot reach the server.
    }
  }
  clearSession();
  // Replaced, not added: Back from the login page does not return to the signed-out screens.
  window.location.replace('/login');
}

/**
 * A page the browser restores from its back-forward cache after a sign-out (or after someone else
 * signed in on the shared tablet) still shows the earlier user's screens: such a page is loaded
 * again when the stored token is no longer the one it was loaded with (issue 26). Returns the
 * listener's removal.
 */
export function reloadRestoredPagesOfAnotherSession(
  target: Window = window,
  reload: () => void = () => target.location.reload(),
): () => void {
  const loadedWith = readStoredToken()?.token ?? null;
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && (readStoredToken()?.token ?? null) !== loadedWith) reload();
  };
  target.addEventListener('pageshow', onPageShow);
  return () => target.removeEventListener('pageshow', onPageShow);
}

let tokenCheck: Promise<boolean> | null = null;

/**
 * Checks the stored token once per page load (SHELL-117). Resolves false, after clearing the
 * session, when the server rejects it; a network failure keeps the session (offline start).
 */
export function ensureTokenChecked(): Promise<boolean> {
  if (!readStoredToken()) return Promise.resolve(false);
  tokenCheck ??= callApi(authEndpoints.tokenCheck).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        clearSession();
        return false;
      }
      tokenCheck = null;
      return true;
    },
  );
  return tokenCheck;
}
