// One save at a time per form: the change goes to the offline write path; a refusal there
// (storage full, a record type that cannot be sent yet) is shown in the snackbar.
import { useCallback, useState } from 'react';
import { showError } from '../../../components/snackbar.ts';
import { useDetailEnv, type DetailChange } from '../detail-env.tsx';

export function useSave(): { saving: boolean; save: (change: DetailChange | null) => Promise<boolean> } {
  const env = useDetailEnv();
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (change: DetailChange | null) => {
      if (!change) return true;
      setSaving(true);
      try {
        await env.save(change);
        return true;
      } catch (error) {
        showError(error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [env],
  );
  return { saving, save };
}
