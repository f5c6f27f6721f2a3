// Which copy a settings view shows (ADR 0028): the server's answer (or the query cache's last one),
// else, when the server cannot be reached, the copy on this device; else loading or the error.
import { ApiError } from '../../lib/api-client.ts';

export type DataView<T> =
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'ready'; data: T; source: 'server' | 'device' };

type QueryLike<T> = { data: T | undefined; error: unknown };

export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

/**
 * `device` is what this device holds (undefined while it is read, null or an empty list when it
 * holds nothing usable).
 */
export function chooseView<T>(query: QueryLike<T>, device: T | null | undefined): DataView<T> {
  if (query.data !== undefined) return { state: 'ready', data: query.data, source: 'server' };
  if (query.error === null || query.error === undefined) return { state: 'loading' };
  if (isUnreachable(query.error)) {
    if (device === undefined) return { state: 'loading' };
    const usable = Array.isArray(device) ? device.length > 0 : device !== null;
    if (usable) return { state: 'ready', data: device as T, source: 'device' };
  }
  return { state: 'error', error: query.error };
}
