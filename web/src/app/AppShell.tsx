import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { FeedbackHost } from '../ui/FeedbackHost';

/**
 * What wraps the router, the same in the browser and in the server render: hydration needs the same
 * tree on both sides (React's ids for Radix widgets come from its shape).
 */
/**
 * Marks `<html data-app="started">` once the app has rendered or hydrated and drawn a frame: before that, a page the
 * edge rendered is markup whose buttons do nothing yet (its links work). The browser tests wait for it.
 */
function StartedMark() {
  useEffect(() => {
    // A frame later: what hydration switches at once (the desktop layout after the server's phone
    // one) is drawn by then.
    const frame = requestAnimationFrame(() => (document.documentElement.dataset.app = 'started'));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

export function AppShell({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {router}
        <FeedbackHost />
        <StartedMark />
      </QueryClientProvider>
    </StrictMode>
  );
}
