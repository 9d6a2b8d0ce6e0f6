import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { session } from '../../api/session';
import type { DataOf } from '../../api/typed';
import { liveSocket, useLiveConnected, useLiveMessages } from '../../realtime/live';
import { useQrImage } from '../../ui/use-qr-image';
import { authKeys } from './auth-keys';
import './auth-words';

type QrStatus = DataOf<'/api/qr-logins/status', 'get'>;

const POLL_MS = 2000;

/** What the phone's camera opens: this site's own confirm page for the code. */
export const confirmUrl = (code: string) => `${window.location.origin}/qr-confirm?code=${code}`;

/**
 * Scan login (spec section 4): a QR of this site's confirm page for the code of user/getLoginQrcode,
 * which a logged-in phone opens from its camera; the code is sent to the live
 * socket (`qrLogin`); the socket reports "scanned", then "logged in" with the token, which is stored
 * before the page reloads. /api/qr-logins/status is read once the socket is up (a scan that happened
 * before it) and polled only while the socket is down.
 */
export function QrLogin() {
  const { t } = useTranslation('auth');
  const qr = useQuery({
    queryKey: authKeys.qrLogin,
    queryFn: () => api.post('/api/user/getLoginQrcode'),
    staleTime: Infinity,
    gcTime: 0,
  });
  const code = qr.data?.code;
  // Handed out with the code: only this page, holding it, may learn the login's token.
  const secret = qr.data?.secret;
  const connected = useLiveConnected();
  // What the socket said about the code on screen (a code refreshed starts over).
  const [pushedFor, setPushedFor] = useState<{ code: string; status: QrStatus } | null>(null);
  const pushed = pushedFor && pushedFor.code === code ? pushedFor.status : null;
  const status = useQuery({
    queryKey: authKeys.qrLoginStatus(code),
    queryFn: () => api.get('/api/qr-logins/status', { code: code ?? '', secret: secret ?? '' }, { silent: true }),
    enabled: Boolean(code && secret),
    refetchInterval: (query) =>
      connected || query.state.data?.status === 'confirmed' || query.state.error ? false : POLL_MS,
    gcTime: 0,
  });
  const { refetch } = status;

  useEffect(() => {
    if (!code || !secret) return;
    void liveSocket.start();
    return liveSocket.watchQrLogin(code, secret);
  }, [code, secret]);

  // The socket came up (again): one read covers a scan that happened while it was down.
  useEffect(() => {
    if (connected && code) void refetch();
  }, [connected, code, refetch]);

  useLiveMessages((message) => {
    if (message.code !== 200 || message.type !== 'login' || !code) return;
    setPushedFor({
      code,
      status:
        message.data.status === 'loggedIn' ? { status: 'confirmed', token: message.data.token } : { status: 'scanned' },
    });
  });

  const result =
    pushed?.status === 'confirmed'
      ? pushed
      : status.data?.status === 'confirmed'
        ? status.data
        : (pushed ?? status.data);
  const state = result?.status;
  const token = result?.token;

  useEffect(() => {
    if (state === 'confirmed' && token) {
      session.saveToken(token);
      window.location.reload();
    }
  }, [state, token]);

  // The code dies on the server after expires_in; the page says so then, socket or not.
  const [timedOutCode, setTimedOutCode] = useState<string | undefined>();
  const timedOut = code !== undefined && timedOutCode === code;
  const lifetime = qr.data ? qr.data.expires_in * 1000 : 0;
  useEffect(() => {
    if (!lifetime || !code) return;
    const timer = setTimeout(() => setTimedOutCode(code), lifetime);
    return () => clearTimeout(timer);
  }, [lifetime, code]);

  const image = useQrImage(code ? confirmUrl(code) : null, { width: 360, margin: 2 });
  const expired = status.isError || qr.isError || (timedOut && state !== 'confirmed');
  return (
    <div className="qr-login" data-testid="qr-login" data-socket={connected ? 'on' : 'off'}>
      <div className={`qr-login__frame${expired ? ' qr-login__frame--expired' : ''}`}>
        {image ? (
          <img
            src={image}
            alt={t('qr.alt')}
            width={180}
            height={180}
            data-testid="qr-image"
            data-url={confirmUrl(code ?? '')}
          />
        ) : (
          <div className="skeleton skeleton--square" />
        )}
        {expired && (
          <button
            type="button"
            className="qr-login__refresh"
            onClick={() => void qr.refetch()}
            data-testid="qr-refresh"
          >
            {t('qr.refresh')}
          </button>
        )}
      </div>
      <p className="qr-login__hint" data-testid="qr-state" data-state={state ?? 'waiting'}>
        {state === 'scanned' ? t('qr.scanned') : expired ? t('qr.expired') : t('qr.hint')}
      </p>
    </div>
  );
}
