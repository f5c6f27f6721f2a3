// Which of the five badge states the outbox is in (I7: the badge says what the outbox holds).
import type { OutboxSummary } from '../../offline/hooks.ts';
import { syncTexts } from './sync-texts.ts';

export type BadgeState = {
  kind: 'synced' | 'pending' | 'syncing' | 'attention' | 'offline';
  label: string;
  color: string;
};

export function badgeState(summary: OutboxSummary, isOnline: boolean): BadgeState {
  if (summary.attention > 0)
    return { kind: 'attention', label: syncTexts.attention(summary.attention), color: 'red' };
  if (summary.engine.phase === 'needsAuth')
    return { kind: 'attention', label: syncTexts.signInAgain, color: 'red' };
  if (!isOnline || (summary.engine.phase === 'offline' && summary.unsent > 0)) {
    return { kind: 'offline', label: syncTexts.offline(summary.unsent), color: 'gray' };
  }
  if (summary.unsent === 0) return { kind: 'synced', label: syncTexts.synced, color: 'teal' };
  if (summary.inflight > 0 || summary.engine.phase === 'syncing') {
    return { kind: 'syncing', label: syncTexts.syncing(summary.unsent), color: 'blue' };
  }
  return { kind: 'pending', label: syncTexts.pending(summary.unsent), color: 'yellow' };
}
