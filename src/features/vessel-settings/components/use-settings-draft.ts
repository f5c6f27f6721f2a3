// The General form's draft over the settings it was loaded from (ADR 0028). When the settings
// move on, an untouched form follows them; a changed form keeps its values and follows only when
// none of the fields it replaces changed (its own cargo units, the key); otherwise it stays on
// its old version, so a save answers 412 and nothing is overwritten silently.
import { useEffect, useState } from 'react';
import type { VesselSettings } from '../../../../domain/contracts/vessel-settings.ts';
import { useDirtyForm } from '../../../lib/dirty-forms.ts';
import {
  canRebase,
  isFormChanged,
  settingsFormFromSettings,
  type SettingsFormValues,
} from '../settings-form.ts';

export function useSettingsDraft(latest: VesselSettings) {
  const [base, setBase] = useState(latest);
  const [values, setValues] = useState(() => settingsFormFromSettings(latest));
  const changed = isFormChanged(values, base);
  // An app update waits while the form holds unsaved input (I8).
  useDirtyForm(changed);

  useEffect(() => {
    if (latest.version === base.version) return;
    if (!changed) {
      setBase(latest);
      setValues(settingsFormFromSettings(latest));
    } else if (canRebase(base, latest)) setBase(latest);
  }, [latest, base, changed]);

  return {
    base,
    values,
    changed,
    setField: <F extends keyof SettingsFormValues>(field: F, value: SettingsFormValues[F]) =>
      setValues((current) => ({ ...current, [field]: value })),
    /** Drops the draft and starts again from these settings. */
    resetTo: (settings: VesselSettings) => {
      setBase(settings);
      setValues(settingsFormFromSettings(settings));
    },
  };
}
