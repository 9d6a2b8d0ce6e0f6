import { loadConfig, loadSecrets } from '@arena/shared';

/**
 * Wallet settings with their documented defaults (docs/services/wallet.md); env overrides them.
 * Amounts of yuan are in cents so that fee arithmetic stays exact.
 */
export interface WalletConfig {
  /** The spec: 1 yuan = 10 diamonds. */
  diamondsPerYuan: number;
  /** The built-in sandbox provider: on outside production, off in production unless PAY_SANDBOX_ENABLED=true. */
  paySandbox: { enabled: boolean; secret: string };
  /** Prefix of links the site opens (empty: relative to the site's own origin). */
  publicBaseUrl: string;
  withdrawal: {
    minCents: number;
    maxCents: number;
    /** Fee as a fraction of the amount, never less than minFeeCents. */
    feeRate: number;
    minFeeCents: number;
    /** Applications per user per day (Asia/Shanghai day is not needed: a rolling 24 h). */
    perDay: number;
  };
}

const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value)) throw new Error(`Environment variable ${name} must be a number, got "${raw}"`);
  return value;
};

export function walletConfig(): WalletConfig {
  const env = loadConfig().env;
  const sandboxFlag = process.env.PAY_SANDBOX_ENABLED;
  const sandboxEnabled = sandboxFlag ? sandboxFlag === 'true' : env !== 'production';
  return {
    diamondsPerYuan: 10,
    paySandbox: { enabled: sandboxEnabled, secret: sandboxEnabled ? loadSecrets(env, ['PAY_SANDBOX_SECRET']).PAY_SANDBOX_SECRET : '' },
    publicBaseUrl: process.env.PUBLIC_BASE_URL ?? '',
    withdrawal: {
      minCents: Math.round(num('WITHDRAW_MIN_YUAN', 10) * 100),
      maxCents: Math.round(num('WITHDRAW_MAX_YUAN', 50_000) * 100),
      feeRate: num('WITHDRAW_FEE_RATE', 0.01),
      minFeeCents: Math.round(num('WITHDRAW_MIN_FEE_YUAN', 1) * 100),
      perDay: num('WITHDRAW_PER_DAY', 3),
    },
  };
}
