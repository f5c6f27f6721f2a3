import { createFileRoute } from '@tanstack/react-router';
import { isAdmin } from '../../../../domain/auth/roles.ts';
import { PageTitle } from '../../../components/document-title.tsx';
import { ReferenceCurveScreen } from '../../../features/performance/components/reference-curve-screen.tsx';
import { requireRole } from '../../../lib/route-guards.ts';

// Reference Curves: Power - Speed (001 §2, PERF-019): Administrators only.
export const Route = createFileRoute('/_authenticated/ReferenceCurves/PowerSpeed')({
  beforeLoad: requireRole(isAdmin),
  component: () => (
    <>
      <PageTitle title="Power - Speed" heading="Power - Speed" />
      <ReferenceCurveScreen mode="PowerSpeed" />
    </>
  ),
});
