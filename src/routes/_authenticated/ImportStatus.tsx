import { Outlet, createFileRoute } from '@tanstack/react-router';
import { isAdmin } from '../../../domain/auth/roles.ts';
import { requireRole } from '../../lib/route-guards.ts';

// Import Status (003 §2): Administrator only (ADMIN-152, DECISIONS: guarded routes); the status
// page and the details of one import are its children.
export const Route = createFileRoute('/_authenticated/ImportStatus')({
  beforeLoad: requireRole(isAdmin),
  component: Outlet,
});
