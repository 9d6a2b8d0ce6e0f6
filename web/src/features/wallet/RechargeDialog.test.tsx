import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { session, type StoredUser } from '../../api/session';
import { findToast } from '../../test/toasts';
import { FeedbackHost } from '../../ui/FeedbackHost';
import { RechargeDialog } from './RechargeDialog';

const USER: StoredUser = {
  token: 'tok',
  id: 7,
  avatar: '',
  user_nickname: 'fan',
  create_time_str: '1',
  userlevel: 1,
  toplevel: 2,
  exp_percent: 0,
  gold: '100',
  balances: '0.00',
  consumption: '0.00',
  is_anchor: 0,
  chatpermission: 0,
  mobile: '13800000007',
  invite_code: 'X',
  is_admin: 0,
  userSig: 's',
};
const PACKAGES = [
  { id: 1, coin: 60, give: 0, money: '6.00', give_rate: 0 },
  { id: 2, coin: 300, give: 30, money: '30.00', give_rate: 10 },
];
const ORDER = { order_no: 'R123', url: '/api/pay/sandbox/R123?token=pt', money: '30.00', coin: 300, give: 30 };

let gold = '100';
type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
let fetchMock: Mock<FetchLike>;
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: '', data }));

function renderDialog() {
  session.save(USER);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RechargeDialog onClose={() => undefined} />
        <FeedbackHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the recharge dialog', () => {
  let tab: { opener: unknown; location: { href: string }; close: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    gold = '100';
    tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/chargerules/getList')) return ok(PACKAGES);
      if (url.startsWith('/api/chargerules/payUrl')) return ok(ORDER);
      if (url.startsWith('/api/Member/info')) return ok({ ...USER, gold });
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    session.clear();
  });

  it('lists the packages with their bonus and the 1 yuan = 10 diamonds rate', async () => {
    renderDialog();
    expect((await screen.findByTestId('package-2')).textContent).toContain('300');
    expect(screen.getByTestId('package-2').textContent).toContain('+30 bonus diamonds');
    expect(screen.getByTestId('package-2').textContent).toContain('+10% bonus');
    expect(screen.getByTestId('package-1').textContent).toContain('No bonus');
    expect(screen.getByText('1 yuan = 10 diamonds')).toBeTruthy();
    expect(screen.getByTestId('recharge-pay').textContent).toContain('Pay ¥6.00 (60 diamonds)');
  });

  it('opens the checkout in a new tab, waits, and shows the credit once the balance grew', async () => {
    renderDialog();
    fireEvent.click(await screen.findByTestId('package-2'));
    await act(async () => void fireEvent.click(screen.getByTestId('recharge-pay')));
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/chargerules/payUrl?id=2&type=1');
    await screen.findByTestId('recharge-waiting');
    expect(tab.location.href).toBe('/api/pay/sandbox/R123?token=pt&lang=en');
    expect(tab.opener).toBeNull();

    // Not paid yet: "I have paid" reads the balance and says so.
    await act(async () => void fireEvent.click(screen.getByTestId('recharge-check')));
    expect(await findToast('No payment has arrived yet, please try again shortly')).toBe(
      'info:No payment has arrived yet, please try again shortly',
    );
    expect(screen.queryByTestId('recharge-paid')).toBeNull();

    gold = '430';
    await act(async () => void fireEvent.click(screen.getByTestId('recharge-check')));
    expect((await screen.findByTestId('recharge-paid')).textContent).toContain('330 diamonds credited');
  });

  it('closes the opened tab when the order cannot be created', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/chargerules/getList')) return ok(PACKAGES);
      if (url.startsWith('/api/chargerules/payUrl'))
        return new Response(JSON.stringify({ code: 1, msg: 'Package not found', data: null }));
      return ok({ ...USER, gold });
    });
    renderDialog();
    await screen.findByTestId('package-1');
    await act(async () => void fireEvent.click(screen.getByTestId('recharge-pay')));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(screen.queryByTestId('recharge-waiting')).toBeNull();
    expect(await findToast('Package not found')).toBe('error:Package not found');
  });
});
