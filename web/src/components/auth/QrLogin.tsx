import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { session } from '../../api/session';

interface QrStatus {
  status: 'waiting' | 'scanned' | 'confirmed';
  token?: string;
}

const POLL_MS = 2000;

/**
 * Scan login: the real QR from user/getLoginQrcode, then polling of /api/qr-logins/status until the
 * realtime socket carries the result; on confirmed the token is stored and the page reloads.
 */
export function QrLogin() {
  const { t } = useTranslation('auth');
  const qr = useQuery({ queryKey: ['qr-login'], queryFn: () => api.post('/api/user/getLoginQrcode'), staleTime: Infinity, gcTime: 0 });
  const code = qr.data?.code;
  const status = useQuery({
    queryKey: ['qr-login-status', code],
    queryFn: () => api.raw<QrStatus>('GET', '/api/qr-logins/status', { query: { code }, silent: true }),
    enabled: Boolean(code),
    refetchInterval: (query) => (query.state.data?.status === 'confirmed' || query.state.error ? false : POLL_MS),
    gcTime: 0,
  });
  const state = status.data?.status;

  useEffect(() => {
    if (state === 'confirmed' && status.data?.token) {
      session.saveToken(status.data.token);
      window.location.reload();
    }
  }, [state, status.data?.token]);

  const expired = status.isError || qr.isError;
  return (
    <div className="qr-login" data-testid="qr-login">
      <div className={`qr-login__frame${expired ? ' qr-login__frame--expired' : ''}`}>
        {qr.data ? <img src={qr.data.img} alt={t('qr.alt')} width={180} height={180} data-testid="qr-image" /> : <div className="skeleton skeleton--square" />}
        {expired && (
          <button type="button" className="qr-login__refresh" onClick={() => void qr.refetch()}>
            {t('qr.refresh')}
          </button>
        )}
      </div>
      <p className="qr-login__hint">{state === 'scanned' ? t('qr.scanned') : expired ? t('qr.expired') : t('qr.hint')}</p>
    </div>
  );
}
