import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { session } from '../../api/session';
import type { LoginMode } from './login-dialog';
import { checkLoginForm, checkSendCode, CODE_COOLDOWN_S, type LoginFields } from './login-rules';
import { useCountdown } from './use-countdown';
import { currentLang } from '../../i18n/i18n';
import { toast } from '../../ui/feedback';
import { QrLogin } from './QrLogin';
import './auth.css';
import './auth-words';

type CountryCode = '86' | '84';
const EMPTY: LoginFields = { mobile: '', code: '', password: '', repassword: '', invite: '' };

/** Code login, password login and register, toggled to the QR scan mode (spec section 4). */
export function LoginForm({ initialMode = 'code', onDone }: { initialMode?: LoginMode; onDone?: () => void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [fields, setFields] = useState<LoginFields>(EMPTY);
  const [country, setCountry] = useState<CountryCode>(currentLang() === 'vi' ? '84' : '86');
  const countdown = useCountdown(CODE_COOLDOWN_S);

  const field = (name: keyof LoginFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const warn = (problem: 'complete' | 'mismatch') =>
    toast.warning(t(problem === 'complete' ? 'common:completeInfo' : 'common:samePassword'));

  // The countdown starts at once (no double sends) and is given back when the code was refused.
  const requestCode = useMutation({
    mutationFn: (mobile: string) =>
      api.post('/api/user/getCode', {
        mobile,
        country_code: country,
        purpose: mode === 'register' ? 'register' : 'login',
      }),
    onMutate: () => countdown.start(),
    onSuccess: () => toast.success(t('common:codeSent')),
    onError: () => countdown.reset(),
  });

  const sendCode = () => {
    const problem = checkSendCode(fields);
    if (problem) return warn(problem);
    requestCode.mutate(fields.mobile.trim());
  };

  // A refusal is shown by the API client's toast.
  const enter = useMutation({
    mutationFn: async (form: LoginFields) => {
      const mobile = form.mobile.trim();
      const user =
        mode === 'register'
          ? await api.post('/api/user/registered', {
              mobile,
              country_code: country,
              code: form.code.trim(),
              password: form.password,
              repassword: form.repassword,
              invite: form.invite.trim() || undefined,
              device_type: 'pc',
            })
          : await api.post('/api/user/login', {
              mobile,
              country_code: country,
              device_type: 'pc',
              ...(mode === 'password' ? { password: form.password } : { code: form.code.trim() }),
            });
      session.save(user);
      const shareCode = form.invite.trim();
      // Registered with a share code: tell the activity service so the inviter is rewarded (once).
      if (mode === 'register' && shareCode)
        await api.post('/api/Activity/shareTasks', { shareCode, type: '1' }, { silent: true }).catch(() => undefined);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      toast.success(t(mode === 'register' ? 'registered' : 'loggedIn'));
      onDone?.();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'qr' || enter.isPending) return;
    const problem = checkLoginForm(mode, fields);
    if (problem) return warn(problem);
    enter.mutate(fields);
  };

  if (mode === 'qr')
    return (
      <div className="login">
        <QrLogin />
        <button type="button" className="link-button login__switch" onClick={() => setMode('code')}>
          {t('backToForm')}
        </button>
      </div>
    );

  return (
    <form className="login" onSubmit={submit} noValidate data-testid="login-form">
      <div className="tabs tabs--compact" role="tablist">
        {(['code', 'password', 'register'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`tabs__tab${mode === m ? ' tabs__tab--active' : ''}`}
            onClick={() => setMode(m)}
          >
            {t(`modes.${m}`)}
          </button>
        ))}
      </div>
      <div className="field field--mobile">
        <select
          aria-label={t('countryCode')}
          value={country}
          onChange={(event) => setCountry(event.target.value as CountryCode)}
        >
          <option value="86">+86</option>
          <option value="84">+84</option>
        </select>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('mobile')}
          aria-label={t('mobile')}
          name="mobile"
          {...field('mobile')}
        />
      </div>
      {mode !== 'password' && (
        <div className="field field--code">
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('code')}
            aria-label={t('code')}
            name="code"
            {...field('code')}
          />
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={countdown.running}
            onClick={sendCode}
            data-testid="send-code"
          >
            {countdown.running ? t('resendIn', { seconds: countdown.left }) : t('sendCode')}
          </button>
        </div>
      )}
      {mode !== 'code' && (
        <div className="field">
          <input
            type="password"
            autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
            placeholder={t('password')}
            aria-label={t('password')}
            name="password"
            {...field('password')}
          />
        </div>
      )}
      {mode === 'register' && (
        <>
          <div className="field">
            <input
              type="password"
              autoComplete="new-password"
              placeholder={t('repassword')}
              aria-label={t('repassword')}
              name="repassword"
              {...field('repassword')}
            />
          </div>
          <div className="field">
            <input
              placeholder={t('invite')}
              aria-label={t('invite')}
              name="invite"
              maxLength={12}
              {...field('invite')}
            />
          </div>
        </>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block btn--large"
        disabled={enter.isPending}
        data-testid="login-submit"
      >
        {t(mode === 'register' ? 'submitRegister' : 'submitLogin')}
      </button>
      <div className="login__footer">
        <button type="button" className="link-button" onClick={() => setMode('qr')} data-testid="qr-mode">
          {t('modes.qr')}
        </button>
        <span className="muted small">
          {t('agreePrefix')} <Link to="/about-user?tabI=0">{t('agreement')}</Link>
        </span>
      </div>
    </form>
  );
}
