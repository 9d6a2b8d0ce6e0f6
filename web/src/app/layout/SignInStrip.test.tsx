import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInStrip } from './SignInStrip';

const overview = (signed: boolean) => ({
  list: [5, 5, 10, 10, 15, 15, 50].map((lz_num, i) => ({ num: i + 1, lz_num, is_sign: signed && i === 0 ? 1 : 0 })),
  today: [
    {
      id: 1,
      code: 'watch',
      task: 'Watch live for 30 minutes',
      img: null,
      lz_num: 10,
      is_complete: 0,
      value: 12,
      target: 30,
    },
  ],
  is_sign: signed ? 1 : 0,
  sign_days: signed ? 1 : 0,
});

let signed = false;
let fetchMock: ReturnType<typeof vi.fn>;
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: '', data }));

function renderStrip() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SignInStrip />
    </QueryClientProvider>,
  );
}

describe('the sign-in strip (spec sections 4 and 9)', () => {
  beforeEach(() => {
    signed = false;
    fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/Activity/pcSignTaskList') return ok(overview(signed));
      if (url === '/api/Activity/task_handle_sign') {
        signed = true;
        return ok({ num: 1, lz_num: 5, gold: '5' });
      }
      return ok({});
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows six days and the 7th cumulative reward, and tasks with progress', async () => {
    renderStrip();
    const button = (await screen.findByTestId('sign-in-button')) as HTMLButtonElement;
    expect(button.textContent).toBe('Check in today');
    expect(button.disabled).toBe(false);
    for (let day = 1; day <= 6; day++)
      expect(screen.getByTestId(`sign-day-${day}`).textContent).toContain(`Day ${day}`);
    expect(screen.getByTestId('sign-day-7').textContent).toContain('Day 7 bonus');
    expect(screen.getByTestId('sign-day-7').textContent).toContain('+50');
    expect(screen.getByTestId('task-watch').textContent).toContain('12/30');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12');
  });

  it('signs once, then the button reads signed and cannot be pressed again', async () => {
    renderStrip();
    const button = (await screen.findByTestId('sign-in-button')) as HTMLButtonElement;
    await act(async () => void fireEvent.click(button));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/Activity/task_handle_sign')).toHaveLength(1);
    expect(screen.getByTestId('sign-in-button').textContent).toBe('Checked in today');
    expect((screen.getByTestId('sign-in-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('sign-in-button'));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/Activity/task_handle_sign')).toHaveLength(1);
    await screen.findByText('1 day in a row');
  });

  it('an already signed day starts disabled and reads signed', async () => {
    signed = true;
    renderStrip();
    const button = (await screen.findByTestId('sign-in-button')) as HTMLButtonElement;
    expect(button.textContent).toBe('Checked in today');
    expect(button.disabled).toBe(true);
  });
});
