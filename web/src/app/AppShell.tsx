import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { FeedbackHost } from '../ui/FeedbackHost';

/**
 * What wraps the router, the same in the browser and in the server render: hydration needs the same
 * tree on both sides (React's ids for Radix widgets come from its shape).
 */
export function AppShell({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {router}
        <FeedbackHost />
      </QueryClientProvider>
    </StrictMode>
  );
}
