import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { isAdmin } from '../../../domain/auth/roles.ts';
import { PageTitle } from '../../components/document-title.tsx';
import { taxonomyQueryOptions } from '../../features/taxonomy/api/get-taxonomy.ts';
import { TaxonomyPage } from '../../features/taxonomy/components/taxonomy-page.tsx';
import { requireRole } from '../../lib/route-guards.ts';

// Taxonomy (003 §2): Administrator only (ADMIN-152, DECISIONS: guarded routes). The chosen log
// variable is kept in the URL (?variable=Shaft power) so a reload shows the same highlight.
const TaxonomySearchSchema = v.object({
  variable: v.optional(v.fallback(v.string(), '')),
});

export const Route = createFileRoute('/_authenticated/Taxonomy')({
  validateSearch: TaxonomySearchSchema,
  beforeLoad: requireRole(isAdmin),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(taxonomyQueryOptions());
  },
  component: TaxonomyRoute,
});

function TaxonomyRoute() {
  const { variable } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title="Taxonomy" />
      <TaxonomyPage
        variable={variable || null}
        onVariableChange={(name) => void navigate({ search: name ? { variable: name } : {}, replace: true })}
      />
    </>
  );
}
