// The 2-month date-range navigator (EMIS-025, EMIS-026): the window shown, Earlier and Later.
import { Button, Group, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format.ts';
import { lastDayOf, type ReportWindow } from '../report-window.ts';

type DateRangeNavigatorProps = {
  window: ReportWindow;
  onShift: (steps: -1 | 1) => void;
};

export function DateRangeNavigator({ window, onShift }: DateRangeNavigatorProps) {
  return (
    <Group gap="sm" role="group" aria-label="Period">
      <Button variant="default" size="xs" onClick={() => onShift(-1)}>
        Earlier
      </Button>
      <Text fw={500} data-testid="report-window" aria-live="polite">
        {formatDate(window.fromIso)} – {formatDate(lastDayOf(window))}
      </Text>
      <Button variant="default" size="xs" onClick={() => onShift(1)}>
        Later
      </Button>
    </Group>
  );
}
