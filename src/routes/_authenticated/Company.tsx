import { createFileRoute } from '@tanstack/react-router';
import { isAdmin } from '../../../domain/auth/roles.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { companiesQueryOptions } from '../../lib/companies-query.ts';
import { CompaniesScreen } from '../../features/companies/components/companies-screen.tsx';
import { requireRole } from '../../lib/route-guards.ts';
import { useCurrentUser } from '../../lib/session.ts';

// Company List (003 §2): Administrator only (ADMIN-152, DECISIONS: guarded routes).
export const Route = createFileRoute('/_authenticated/Company')({
  beforeLoad: requireRole(isAdmin),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(companiesQueryOptions());
  },
  component: CompanyPage,
});

function CompanyPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Company List" />
      <CompaniesScreen
        currentCompanyId={user.companyId}
        goHomeAndReload={() => window.location.assign('/')}
      />
    </>
  );
}
