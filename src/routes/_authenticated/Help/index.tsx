import { createFileRoute, redirect } from '@tanstack/react-router';

// /Help opens its default child, the version history (SHELL-022).
export const Route = createFileRoute('/_authenticated/Help/')({
  beforeLoad: () => {
    throw redirect({ to: '/Help/$topic', params: { topic: 'VersionHistory' }, replace: true });
  },
});
