import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/api-error';
import { ErrorRegion } from './ErrorRegion';

let failure: Error | null = null;
function Widget() {
  if (failure) throw failure;
  return <p>widget works</p>;
}

function renderRegions() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ErrorRegion name="search" layout="inline">
        <Widget />
      </ErrorRegion>
      <p>rest of the page</p>
    </QueryClientProvider>,
  );
}

describe('ErrorRegion', () => {
  // React reports a caught error on the console; the test's own throw is expected.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.restoreAllMocks();
    failure = null;
  });

  it('shows what failed, keeps the rest of the page, and draws the region again on retry', () => {
    failure = new TypeError("Cannot read properties of undefined (reading 'slice')");
    renderRegions();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveProperty('dataset.kind', 'code');
    expect(alert.textContent).toContain('Search could not be shown');
    expect(alert.textContent).toContain('A fault in the site');
    expect(alert.textContent).not.toMatch(/network/i);
    expect(screen.getByText('rest of the page')).toBeTruthy();

    failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('widget works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('blames the network only for a network failure', () => {
    failure = new NetworkError('Failed to fetch');
    renderRegions();
    expect(screen.getByRole('alert')).toHaveProperty('dataset.kind', 'network');
    expect(screen.getByRole('alert').textContent).toContain('Check your network');
  });
});
