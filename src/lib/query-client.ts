import { QueryClient } from '@tanstack/react-query';
import { ApiError, isFeatureNotAvailable } from './api-client.ts';

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
      // A module switched off for the vessel while its page is open goes to the page's gate
      // (components/vessel-feature-gate.tsx), which shows the feature-not-available notice.
      queries: {
        networkMode: 'always',
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        throwOnError: isFeatureNotAvailable,
      },
      mutations: { networkMode: 'always', retry: false, throwOnError: isFeatureNotAvailable },
    },
  });
}

export const queryClient = createQueryClient();
