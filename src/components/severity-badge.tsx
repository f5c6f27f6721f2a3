// A notification's severity (000 §2, SHELL-076): Critical in red, any other severity in amber; the
// colours keep the text readable (WCAG AA contrast) on white and striped rows alike.
import { Badge } from '@mantine/core';
import { wholeBadgeStyles as whole } from './whole-badge.ts';

export function SeverityBadge({ severity }: { severity: string }) {
  return severity === 'Critical' ? (
    <Badge color="red.9" variant="filled" size="sm" styles={whole}>
      {severity}
    </Badge>
  ) : (
    <Badge color="yellow.5" variant="filled" size="sm" autoContrast styles={whole}>
      {severity}
    </Badge>
  );
}
