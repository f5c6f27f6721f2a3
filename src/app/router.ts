import { createRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { ErrorState, LoadingState } from '../components/states.tsx';
import { routeTree } from '../routeTree.gen.ts';
import { isFeatureNotAvailable } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Every route reads through TanStack Query, so the router keeps no cache of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A page whose data takes more than a second shows that it is loading; a failed load says why.
    // A module switched off for the vessel goes on up to the vessel layout's feature gate, which
    // shows the feature-not-available notice (ADR 0059).
    defaultPendingComponent: () => createElement(LoadingState, { label: 'Loading…' }),
    defaultErrorComponent: ({ error, reset }) => {
      if (isFeatureNotAvailable(error)) throw error;
      return createElement(ErrorState, { error, onRetry: reset });
    },
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  // Declaration merging needs an interface here: route options may name their page title.
  interface StaticDataRouteOption {
    /** The sub-page title shown in the top bar on vessel pages. */
    title?: string;
    /** The top bar shows the vessel's long-trend date range on this page (000 §2: Diagnostics). */
    showsTrendDataRange?: boolean;
  }
}
