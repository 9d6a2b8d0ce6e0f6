import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * `kind:message` of the toast on screen that reads `message` (found once: a toast's text is in the page
 * once), after checking its role: `alert` for an error, `status` for the others.
 */
export async function findToast(message: string): Promise<string> {
  // The toaster is its own chunk: the first toast of a run waits for it to load.
  const toast = (await screen.findByText(message, undefined, { timeout: 5000 })).closest<HTMLElement>(
    '[data-testid="toast"]',
  );
  if (!toast) throw new Error(`"${message}" is on screen, but not in a toast`);
  const kind = /toast--(\w+)/.exec(toast.className)?.[1];
  expect(toast.getAttribute('role')).toBe(kind === 'error' ? 'alert' : 'status');
  return `${kind}:${message}`;
}
