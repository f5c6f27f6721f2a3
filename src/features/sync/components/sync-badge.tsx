import { Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useOutboxSummary } from '../../../offline/hooks.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { wholeBadgeStyles } from '../../../components/whole-badge.ts';
import { badgeState } from '../badge-state.ts';

/** The top-bar sync badge: synced, N pending, syncing, needs attention or offline; opens the outbox. */
export function SyncBadge() {
  const summary = useOutboxSummary();
  const isOnline = useOnlineStatus();
  const state = summary ? badgeState(summary, isOnline) : null;
  return (
    <Link
      to="/Outbox"
      style={{ textDecoration: 'none' }}
      aria-label={state ? `Sync status: ${state.label}` : 'Sync status'}
    >
      <span role="status" aria-live="polite" data-testid="sync-badge" data-state={state?.kind ?? 'loading'}>
        {state ? (
          <Badge
            color={state.color}
            variant="light"
            // Dark text on the tinted background: the light variant's own text colour misses AA.
            c="dark.8"
            size="lg"
            style={{ cursor: 'pointer', textTransform: 'none' }}
            styles={wholeBadgeStyles}
          >
            {state.label}
          </Badge>
        ) : null}
      </span>
    </Link>
  );
}
