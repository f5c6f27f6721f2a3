import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { PageTitle } from '../../../components/document-title.tsx';
import { showSuccess } from '../../../components/snackbar.ts';
import { RuleForm } from '../../../features/notifications/components/rule-form.tsx';

// New alert (000 §2, SHELL-029); ?vesselId= preselects the vessel (from the vessel's page).
export const Route = createFileRoute('/_authenticated/Notifications/New')({
  validateSearch: v.object({ vesselId: v.optional(v.pipe(v.string(), v.uuid())) }),
  component: NewAlertPage,
});

function NewAlertPage() {
  const { vesselId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title="New alert" />
      <RuleForm
        initialVesselId={vesselId}
        onSaved={(rule) => {
          showSuccess(fillMessage(messages.alertRuleSaved, { name: rule.name }));
          void navigate({ to: '/Notifications' });
        }}
        onCancel={() => void navigate({ to: '/Notifications' })}
      />
    </>
  );
}
