import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Retries only what a retry can fix: server errors, and network errors while the device is online. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.isNetworkError) return navigator.onLine;
  return error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': a query fails at once when offline instead of waiting, so screens can say why.
      queries: { networkMode: 'always', retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export const queryClient = createQueryClient();
