import { type ReactNode, Suspense } from 'react';

/**
 * A block of a server-rendered page that the browser hydrates in a pass of its own, after the page
 * around it: React hydrates each server-rendered Suspense boundary separately, at a low priority, so
 * one long hydration task becomes several short ones (a phone's blocking time). A click on the block
 * before then hydrates it first. Nothing inside may suspend: the fallback is nothing.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
