// The current dashboard (000 §4): remembered in a cookie for one year; the first one by default.
const cookieName = 'wakeline.dashboard';
const oneYearSeconds = 365 * 86_400;

export function rememberedDashboardId(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`));
  return match ? decodeURIComponent(match.slice(cookieName.length + 1)) : null;
}

export function rememberDashboard(id: string): void {
  document.cookie = `${cookieName}=${encodeURIComponent(id)}; max-age=${oneYearSeconds}; path=/; SameSite=Lax`;
  window.dispatchEvent(new Event(changeEvent));
}

const changeEvent = 'wakeline-dashboard-change';

export function onDashboardChange(listener: () => void): () => void {
  window.addEventListener(changeEvent, listener);
  return () => window.removeEventListener(changeEvent, listener);
}

/** The dashboard to show: the remembered one when it still exists, else the first. */
export function currentOf<T extends { id: string }>(
  dashboards: readonly T[],
  remembered: string | null,
): T | null {
  return dashboards.find((d) => d.id === remembered) ?? dashboards[0] ?? null;
}

/** After deleting the dashboard at `index`, the one to show: the one before it, unless it was the first. */
export function indexAfterDelete(index: number): number {
  return index > 0 ? index - 1 : 0;
}
