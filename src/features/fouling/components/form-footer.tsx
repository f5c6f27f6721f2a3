// Cancel and Save at the foot of the Fouling page's edit forms (the form submits on Save).
import { Button, Group } from '@mantine/core';

export function FormFooter({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </Group>
  );
}
