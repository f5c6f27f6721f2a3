// Route guards shared by every page (000 §2 navigation guard; DECISIONS: admin routes are
// guarded on the client too, the server authorizes every call regardless).
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { roles, type Role } from '../../domain/auth/roles.ts';
import type { User } from '../../domain/contracts/users.ts';
import { ApiError } from './api-client.ts';
import { clearSession, currentUserQueryOptions, ensureTokenChecked, isLoggedIn } from './session.ts';

/**
 * The signed-in user, or a redirect to /login when there is no session, the token was rejected
 * at start (SHELL-034/117) or the server no longer accepts it.
 */
export async function requireSignedInUser(queryClient: QueryClient): Promise<User> {
  if (!isLoggedIn() || !(await ensureTokenChecked())) throw redirect({ to: '/login', replace: true });
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      throw redirect({ to: '/login', replace: true });
    }
    throw error;
  }
}

/** A page refused to the signed-in role: the start page it was sent to says so (issue 26 §5). */
export type RefusedPage = { path: string; allowedRoles: Role[]; role: Role };

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the start page's history entry when a role guard sent the user there. */
    refusedPage?: RefusedPage;
  }
}

type GuardArgs = { context: { user: { role: Role } }; location?: { pathname: string } };

/**
 * For `beforeLoad` of a page under the authenticated layout: users whose role fails the predicate
 * are sent to the start page, e.g. `beforeLoad: requireRole(isSuperOrAdmin)`; the start page's
 * history entry says which page was refused and for whom it is, so the start page can tell why.
 * A redirect thrown while preloading (a link hovered) changes nothing.
 */
export function requireRole(isAllowed: (role: Role) => boolean) {
  return ({ context, location }: GuardArgs): void => {
    const role = context.user.role;
    if (isAllowed(role)) return;
    const refusedPage: RefusedPage = {
      path: location?.pathname ?? '',
      allowedRoles: roles.filter((candidate) => isAllowed(candidate)),
      role,
    };
    throw redirect({ to: '/', replace: true, state: { refusedPage } });
  };
}
