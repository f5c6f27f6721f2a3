// Table sort preferences kept in a cookie (003 §2/§9, ADMIN-030/039/186): one cookie per list,
// kept for 7300 days, read back on the next visit. Used by the user and company lists.
import { useState } from 'react';

export const sortCookieDays = 7300;

export type SortDirection = 'asc' | 'desc';

export type SortState<TKey extends string> = { key: TKey; direction: SortDirection };

/** The value accessor of each sortable column; strings compare ignoring case, dates by time. */
export type SortAccessors<TRow, TKey extends string> = Record<TKey, (row: TRow) => string | number | null>;

function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

/** '<key>:<asc|desc>' as stored in the cookie. */
export function formatSortState<TKey extends string>(sort: SortState<TKey>): string {
  return `${sort.key}:${sort.direction}`;
}

/** The stored sort, or null when the text names a column or direction the list does not have. */
export function parseSortState<TKey extends string>(
  text: string | null,
  keys: readonly TKey[],
): SortState<TKey> | null {
  if (!text) return null;
  const [key, direction] = text.split(':');
  const knownKey = keys.find((candidate) => candidate === key);
  if (!knownKey || (direction !== 'asc' && direction !== 'desc')) return null;
  return { key: knownKey, direction };
}

export function readSortPreference<TKey extends string>(
  cookieName: string,
  keys: readonly TKey[],
  fallback: SortState<TKey>,
): SortState<TKey> {
  return parseSortState(readCookie(cookieName), keys) ?? fallback;
}

export function writeSortPreference<TKey extends string>(cookieName: string, sort: SortState<TKey>): void {
  writeCookie(cookieName, formatSortState(sort), sortCookieDays);
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSortState<TKey extends string>(current: SortState<TKey>, key: TKey): SortState<TKey> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/**
 * The rows in the order of `sort`. An unknown column is a programming error and throws
 * (ADMIN-147: unexpected sort parameters throw an error). Missing values go last either way.
 */
export function sortRows<TRow, TKey extends string>(
  rows: readonly TRow[],
  sort: SortState<TKey>,
  accessors: SortAccessors<TRow, TKey>,
): TRow[] {
  const accessor = Object.hasOwn(accessors, sort.key) ? accessors[sort.key] : undefined;
  if (!accessor) throw new Error(`Unexpected sort column: ${String(sort.key)}`);
  if (sort.direction !== 'asc' && sort.direction !== 'desc') {
    throw new Error(`Unexpected sort direction: ${String(sort.direction)}`);
  }
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = accessor(left);
    const b = accessor(right);
    if (a === null || b === null) return compareValues(a, b);
    return factor * compareValues(a, b);
  });
}

/** The list's sort, started from its cookie and written back on every change. */
export function useSortPreference<TKey extends string>(
  cookieName: string,
  keys: readonly TKey[],
  fallback: SortState<TKey>,
): [SortState<TKey>, (key: TKey) => void] {
  const [sort, setSort] = useState(() => readSortPreference(cookieName, keys, fallback));
  const sortByColumn = (key: TKey) => {
    const next = nextSortState(sort, key);
    writeSortPreference(cookieName, next);
    setSort(next);
  };
  return [sort, sortByColumn];
}
