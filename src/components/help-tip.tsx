// A help icon with a tooltip (001 §2 help tooltips, PERF-028/034): a small button, so it is reached
// with the keyboard and its text is its accessible name as well as the tooltip.
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHelp } from './icons.tsx';

export function HelpTip({ label, text, size = 16 }: { label: string; text: string; size?: number }) {
  return (
    <Tooltip label={text} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`${label}: ${text}`}>
        <IconHelp size={size} />
      </ActionIcon>
    </Tooltip>
  );
}
