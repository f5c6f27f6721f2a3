import { Outlet, createFileRoute } from '@tanstack/react-router';

// Help (000 §2, SHELL-022): every signed-in user; What's new? is the default child.
export const Route = createFileRoute('/_authenticated/Help')({
  component: Outlet,
});
