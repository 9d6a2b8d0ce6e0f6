import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import MainNav from './MainNav';

function renderNav() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/main']}>
        <MainNav nav={0} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const flush = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

describe('the top bar navigation (Radix navigation menu)', () => {
  it('is a labelled navigation of links; an item with children says whether they are shown', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    const scores = screen.getByRole('link', { name: 'Live scores' });
    expect(scores.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Basketball' })).toBeNull();
  });

  it('opens an item on Down and moves into its links; Escape closes it and gives the focus back', async () => {
    renderNav();
    const more = screen.getByRole('link', { name: 'More' });
    more.focus();
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    await flush();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const first = screen.getByRole('link', { name: 'Database' });
    expect(document.activeElement).toBe(first);
    expect(screen.getByRole('link', { name: 'Community' })).toBeTruthy();

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await flush();
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Database' })).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('closes an open item when one of its links is followed', async () => {
    renderNav();
    const scores = screen.getByRole('link', { name: 'Live scores' });
    scores.focus();
    fireEvent.keyDown(scores, { key: 'ArrowDown' });
    await flush();
    fireEvent.click(screen.getByRole('link', { name: 'Basketball' }));
    await flush();
    expect(screen.queryByRole('link', { name: 'Basketball' })).toBeNull();
  });
});
