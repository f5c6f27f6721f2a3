import { Outlet, createFileRoute } from '@tanstack/react-router';

// Notifications (000 §2, SHELL-029): every signed-in user but the partner type (who has no shell);
// the rules page and the new alert form are its children.
export const Route = createFileRoute('/_authenticated/Notifications')({
  component: Outlet,
});
