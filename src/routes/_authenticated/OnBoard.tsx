import { createFileRoute } from '@tanstack/react-router';
import { OnBoardScreen } from '../../features/on-board/components/on-board-screen.tsx';
import { vesselsQueryOptions } from '../../lib/vessels-query.ts';

// The crew's start page (issue 26 §3, ADR 0117): a user who works on board lands here instead of
// the dashboard; anyone may open it.
export const Route = createFileRoute('/_authenticated/OnBoard')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(vesselsQueryOptions());
  },
  component: OnBoardScreen,
});
