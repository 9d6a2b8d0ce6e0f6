import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { session } from '../../api/session';
import { findToast } from '../../test/toasts';
import { FeedbackHost } from '../../ui/FeedbackHost';
import { LoginForm } from './LoginForm';

const USER = {
  token: 'new-token',
  id: 42,
  avatar: '',
  user_nickname: '138****0001',
  create_time_str: '1',
  userlevel: 1,
  toplevel: 2,
  exp_percent: 0,
  gold: '0',
  balances: '0',
  is_anchor: 0,
  chatpermission: 0,
  mobile: '13800000001',
  invite_code: 'ABC',
  is_admin: 0,
  userSig: 'sig',
};

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
let fetchMock: Mock<FetchLike>;
function reply(body: unknown) {
  fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(body)));
}

function renderForm(mode: 'code' | 'password' | 'register' = 'code') {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoginForm initialMode={mode} onDone={onDone} />
        <FeedbackHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onDone;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const codeButton = () => screen.getByTestId('send-code') as HTMLButtonElement;
const submit = () => act(async () => void fireEvent.submit(screen.getByTestId('login-form')));

describe('the login dialog rules (spec section 5)', () => {
  beforeEach(() => {
    fetchMock = vi.fn<FetchLike>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('password login needs mobile and password', async () => {
    renderForm('password');
    type('Mobile number', '13800000001');
    await submit();
    expect(await findToast('Please complete the information before submitting')).toBe(
      'warning:Please complete the information before submitting',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('code login needs mobile and code', async () => {
    renderForm('code');
    type('Verification code', '123456');
    await submit();
    expect(await findToast('Please complete the information before submitting')).toBe(
      'warning:Please complete the information before submitting',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('register needs the same password twice', async () => {
    renderForm('register');
    type('Mobile number', '13800000009');
    type('Verification code', '123456');
    type('Password (6-20 characters)', 'secret123');
    type('Repeat password', 'secret124');
    await submit();
    expect(await findToast('Please enter the same password')).toBe('warning:Please enter the same password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sending a code needs a mobile number', async () => {
    renderForm('code');
    await act(async () => void fireEvent.click(screen.getByTestId('send-code')));
    expect(await findToast('Please complete the information before submitting')).toBe(
      'warning:Please complete the information before submitting',
    );
    expect(codeButton().disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts down 60 s after a code is sent', async () => {
    renderForm('register');
    type('Mobile number', '13800000009');
    reply({ code: 0, msg: 'verification code sent successfully', data: null });
    await act(async () => void fireEvent.click(screen.getByTestId('send-code')));
    expect(await findToast('verification code sent successfully')).toBe('success:verification code sent successfully');
    expect(codeButton().disabled).toBe(true);
    expect(codeButton().textContent).toBe('Resend in 60s');
    const body = JSON.parse(fetchMock.mock.calls[0][1].body as string);
    expect(body).toEqual({ mobile: '13800000009', country_code: '86', purpose: 'register' });
  });

  it('makes the code button usable again when sending failed', async () => {
    renderForm('code');
    type('Mobile number', '13800000009');
    reply({ code: 1, msg: 'This mobile number is not registered', data: null });
    await act(async () => void fireEvent.click(screen.getByTestId('send-code')));
    expect(await findToast('This mobile number is not registered')).toBe('error:This mobile number is not registered');
    expect(codeButton().disabled).toBe(false);
    expect(codeButton().textContent).toBe('Get code');
  });

  it('registering logs the user in', async () => {
    const onDone = renderForm('register');
    type('Mobile number', '13800000009');
    type('Verification code', '123456');
    type('Password (6-20 characters)', 'secret123');
    type('Repeat password', 'secret123');
    reply({ code: 0, msg: '', data: USER });
    await submit();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/registered');
    expect(session.get().token).toBe('new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(onDone).toHaveBeenCalled();
  });
});
