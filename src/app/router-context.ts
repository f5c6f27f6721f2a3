// What every route's loader gets (createRootRouteWithContext in routes/__root.tsx); its own module
// so the root route does not import the router that imports the route tree.
import type { QueryClient } from '@tanstack/react-query';

export type RouterContext = { queryClient: QueryClient };
