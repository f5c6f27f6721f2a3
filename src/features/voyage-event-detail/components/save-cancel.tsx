// Save and Cancel of an inline editor; each names what it saves for assistive technology, since
// one screen holds several editors ('Save voyage', 'Save location', ...).
import { Button } from '@mantine/core';
import { detailTexts } from '../detail-texts.ts';

export function SaveCancel({
  what,
  onSave,
  onCancel,
  canSave,
  canCancel = true,
  saving,
  size = 'xs',
}: {
  /** Completes the accessible names: `Save ${what}`, `Cancel ${what}`. */
  what: string;
  onSave: () => unknown;
  onCancel: () => void;
  canSave: boolean;
  canCancel?: boolean;
  saving: boolean;
  size?: 'xs' | 'compact-xs';
}) {
  return (
    <>
      <Button
        size={size}
        onClick={() => void onSave()}
        disabled={!canSave || saving}
        loading={saving}
        aria-label={`${detailTexts.save} ${what}`}
      >
        {detailTexts.save}
      </Button>
      <Button
        size={size}
        variant="default"
        onClick={onCancel}
        disabled={!canCancel || saving}
        aria-label={`${detailTexts.cancel} ${what}`}
      >
        {detailTexts.cancel}
      </Button>
    </>
  );
}
