import { createFileRoute } from '@tanstack/react-router';
import { isAdmin } from '../../../domain/auth/roles.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { vesselAdministrationsQueryOptions } from '../../features/vessel-administration/api/get-vessel-administrations.ts';
import { VesselAdministrationScreen } from '../../features/vessel-administration/components/vessel-administration-screen.tsx';
import {
  VesselAdministrationSearchSchema,
  type AdminView,
} from '../../features/vessel-administration/vessel-admin-rules.ts';
import { companiesQueryOptions } from '../../lib/companies-query.ts';
import { requireRole } from '../../lib/route-guards.ts';

// Vessel administration (003 §2): Administrator only (DECISIONS: guarded routes). The tab and the
// vessel being edited are in the URL (?tab=Edit&vesselId=...), so a reload keeps them (ADR 0062).
export const Route = createFileRoute('/_authenticated/VesselAdministration')({
  beforeLoad: requireRole(isAdmin),
  validateSearch: VesselAdministrationSearchSchema,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(vesselAdministrationsQueryOptions());
    void context.queryClient.prefetchQuery(companiesQueryOptions());
  },
  component: VesselAdministrationPage,
});

function VesselAdministrationPage() {
  const { tab = 'Unassigned', vesselId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const view: AdminView = tab === 'Edit' ? { tab, vesselId } : { tab };
  return (
    <>
      <PageTitle title="Vessel administration" />
      <VesselAdministrationScreen
        view={view}
        onViewChange={(next) =>
          void navigate({
            search: next.vesselId ? { tab: next.tab, vesselId: next.vesselId } : { tab: next.tab },
          })
        }
      />
    </>
  );
}
