import { Anchor } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { isAdmin, isSuperOrAdmin } from '../../../domain/auth/roles.ts';
import { messages } from '../../../domain/messages.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { LoggerImportPage } from '../../features/logger-import/components/logger-import-page.tsx';
import { requireRole } from '../../lib/route-guards.ts';
import { useCurrentUser } from '../../lib/session.ts';

// The import page of issue 24 §1: Administrators and SuperUsers (the server checks every call
// again). ?vesselId= preselects the vessel when opened from a vessel's page.
const SearchSchema = v.object({ vesselId: v.optional(v.pipe(v.string(), v.maxLength(64))) });

export const Route = createFileRoute('/_authenticated/LoggerImport')({
  beforeLoad: requireRole(isSuperOrAdmin),
  validateSearch: SearchSchema,
  component: LoggerImportRoute,
});

function LoggerImportRoute() {
  const { vesselId = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title={messages.loggerPageTitle} heading={messages.loggerPageTitle} />
      <LoggerImportPage
        vesselId={vesselId}
        onVesselChange={(next) => void navigate({ search: { vesselId: next || undefined }, replace: true })}
        renderImportStatusLink={
          isAdmin(user.role)
            ? (children) => (
                <Anchor renderRoot={(props) => <Link {...props} to="/ImportStatus" />}>{children}</Anchor>
              )
            : null
        }
      />
    </>
  );
}
