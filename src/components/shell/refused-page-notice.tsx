// Why the start page opened instead of the page asked for (issue 26 §5): a role guard
// (lib/route-guards.ts) sent the user here and left the refused page in the history entry. Shown
// above the page until closed or the user goes elsewhere; a reload of the start page keeps it.
import { Alert } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { Role } from '../../../domain/auth/roles.ts';
import { fillMessage, messages } from '../../../domain/messages.ts';
import type { RefusedPage } from '../../lib/route-guards.ts';

// 'an Administrator'; every other role is said with 'a' ('a User': a consonant sound).
const withArticle = (role: Role) => `${role === 'Administrator' ? 'an' : 'a'} ${role}`;

function listOfRoles(allowed: Role[]): string {
  const plurals = allowed.map((role) => `${role}s`);
  return plurals.length > 1 ? `${plurals.slice(0, -1).join(', ')} and ${plurals.at(-1)}` : (plurals[0] ?? '');
}

/** The notice's text for a refused page. */
export function refusedPageText(refused: RefusedPage): string {
  return fillMessage(messages.pageRefused, {
    path: refused.path,
    roles: listOfRoles(refused.allowedRoles),
    role: withArticle(refused.role),
  });
}

export function RefusedPageNotice() {
  const router = useRouter();
  const refused = useRouterState({ select: (state) => state.location.state.refusedPage });
  if (!refused) return null;
  return (
    <Alert
      color="yellow"
      role="alert"
      title={messages.pageRefusedTitle}
      mb="md"
      withCloseButton
      closeButtonLabel="Close"
      onClose={() =>
        void router.navigate({
          to: '.',
          search: true,
          replace: true,
          state: (previous) => ({ ...previous, refusedPage: undefined }),
        })
      }
    >
      {refusedPageText(refused)}
    </Alert>
  );
}
