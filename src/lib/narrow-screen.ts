// One breakpoint for the crew's tablet (issue 26 §3, ADR 0109): narrower than 1024 px the sidebar
// is a drawer, the vessel pages are a select and wide tables are stacked cards.
import { useMediaQuery } from '@mantine/hooks';

/** Narrower than 1024 px (64em). */
export const narrowScreenQuery = '(max-width: 63.9375em)';

/** Whether the screen is narrower than 1024 px, read at once (no flash of the wide layout). */
export function useNarrowScreen(): boolean {
  return useMediaQuery(narrowScreenQuery, false, { getInitialValueInEffect: false });
}
