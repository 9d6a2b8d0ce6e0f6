import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

function renderButton() {
  render(
    <Tooltip content="Private messages">
      <button type="button" aria-label="Private messages">
        ✉
      </button>
    </Tooltip>,
  );
  return () => screen.getByRole('button', { name: 'Private messages' });
}

describe('Tooltip (Radix tooltip, fetched lazily)', () => {
  it('draws its trigger at once; a first focus fetches the chunk and the trigger keeps the focus', async () => {
    const button = renderButton();
    const before = button();
    await act(async () => {
      before.focus();
      fireEvent.focus(before);
    });
    await vi.waitFor(() => expect(button()).not.toBe(before));
    expect(document.activeElement).toBe(button());
  });

  it('shows the hint on hover, describes the trigger with it, and Escape hides it', async () => {
    const button = renderButton();
    fireEvent.pointerEnter(button());
    await vi.waitFor(() => expect(button().getAttribute('data-state')).toBe('closed'));
    fireEvent.pointerEnter(button(), { pointerType: 'mouse' });
    fireEvent.pointerMove(button(), { pointerType: 'mouse' });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Private messages');
    expect(button().getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.keyDown(button(), { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
