// The save and delete of a curve editor (the Reference Curves and Charter party pages): both are
// based on the curve the editor was filled from (If-Match, ADR 0092). When someone else saved the
// curve meanwhile (412), the editor is refilled with the curve as saved now and says why.
import { useState } from 'react';
import {
  ReferenceCurveSchema,
  type ReferenceCurve,
  type ReferenceCurveRequest,
} from '../../../../domain/contracts/reference-curves.ts';
import { errorText, showError, showSuccess } from '../../../components/snackbar.ts';
import { staleRefusal } from '../../../lib/stale-save.ts';
import { useCurveMutations } from '../api/reference-curves.ts';

export function useCurveEditing(
  vesselId: string,
  curve: ReferenceCurve | null,
  refill: (current: ReferenceCurve) => void,
) {
  const { save, remove } = useCurveMutations(vesselId);
  // The curve the draft was filled from: a newer copy read meanwhile does not become the base
  // unseen, so a save over someone else's change is refused (412) instead of overwriting it.
  const [base, setBase] = useState(curve);
  const [stale, setStale] = useState<string | null>(null);

  function refused(error: unknown, action: 'save' | 'delete'): string {
    const refusal = staleRefusal(error, ReferenceCurveSchema, 'curve', action);
    if (!refusal) return errorText(error);
    setBase(refusal.current);
    refill(refusal.current);
    setStale(refusal.message);
    return refusal.message;
  }

  return {
    base,
    /** The words of the last 412 (someone else saved the curve); cleared by the next save. */
    stale,
    saving: save.isPending,
    removing: remove.isPending,
    /** The delete's own failure, shown in its confirmation. */
    removeFailure: remove.isError ? (stale ?? errorText(remove.error)) : null,
    save(request: ReferenceCurveRequest) {
      setStale(null);
      save.mutate(
        { base, curve: request },
        {
          onSuccess: (saved) => {
            setBase(saved);
            showSuccess('The curve is saved.');
          },
          onError: (error) => showError(refused(error, 'save')),
        },
      );
    },
    remove(onDeleted: () => void) {
      if (!base) return;
      setStale(null);
      remove.mutate(base, { onSuccess: onDeleted, onError: (error) => refused(error, 'delete') });
    },
  };
}
