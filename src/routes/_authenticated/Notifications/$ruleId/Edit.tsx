import { createFileRoute } from '@tanstack/react-router';
import { fillMessage, messages } from '../../../../../domain/messages.ts';
import { PageTitle } from '../../../../components/document-title.tsx';
import { showSuccess } from '../../../../components/snackbar.ts';
import { ErrorState, LoadingState } from '../../../../components/states.tsx';
import { useNotificationRule } from '../../../../features/notifications/api/notification-rules.ts';
import { RuleForm } from '../../../../features/notifications/components/rule-form.tsx';

// Edit alert (ADR 0083 "Editing a rule"): the New alert form filled with the rule; under
// /Notifications, so the same users reach it (every signed-in user but the partner type).
export const Route = createFileRoute('/_authenticated/Notifications/$ruleId/Edit')({
  component: EditAlertPage,
});

function EditAlertPage() {
  const { ruleId } = Route.useParams();
  const navigate = Route.useNavigate();
  const rule = useNotificationRule(ruleId);
  const back = () => void navigate({ to: '/Notifications' });
  return (
    <>
      <PageTitle title="Edit alert" />
      {rule.isPending ? (
        <LoadingState label="Loading" />
      ) : rule.isError ? (
        <ErrorState error={rule.error} onRetry={() => void rule.refetch()} />
      ) : (
        <RuleForm
          key={rule.data.id}
          rule={rule.data}
          onSaved={(saved) => {
            showSuccess(fillMessage(messages.alertRuleSaved, { name: saved.name }));
            back();
          }}
          onCancel={back}
        />
      )}
    </>
  );
}
