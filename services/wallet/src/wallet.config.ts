import { fromEnv, loadConfig, loadSecrets } from '@arena/shared';

/**
 * Wallet settings with their documented defaults (docs/services/wallet.md); env overrides them.
 * Amounts of yuan are in cents so that fee arithmetic stays exact.
 */
export interface WalletConfig {
  /** The spec: 1 yuan = 10 diamonds. */
  diamondsPerYuan: number;
  /** The built-in sandbox provider: on outside production, off in production unless PAY_SANDBOX_ENABLED=true. */
  paySandbox: { enabled: boolean; secret: string };
  /** A pending recharge order expires this long after its creation (its checkout page then refuses payment). */
  rechargeOrderTtlMs: number;
  /** Prefix of links the site opens (empty: relative to the site's own origin). */
  publicBaseUrl: string;
  /** How often the outbox's relay runs; it announces transfers left unannounced longer than this. */
  relayEveryMs: number;
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

export function walletConfig(): WalletConfig {
  const env = loadConfig().env;
  const sandboxEnabled = fromEnv.boolean('PAY_SANDBOX_ENABLED', env !== 'production');
  return {
    diamondsPerYuan: 10,
    paySandbox: {
      enabled: sandboxEnabled,
      secret: sandboxEnabled ? loadSecrets(env, ['PAY_SANDBOX_SECRET']).PAY_SANDBOX_SECRET : '',
    },
    rechargeOrderTtlMs: fromEnv.number('RECHARGE_ORDER_TTL_SECONDS', 1800, { min: 1 }) * 1000,
    publicBaseUrl: fromEnv.string('PUBLIC_BASE_URL', ''),
    relayEveryMs: fromEnv.number('WALLET_RELAY_EVERY_MS', 5000, { min: 100, integer: true }),
    withdrawal: {
      minCents: Math.round(fromEnv.number('WITHDRAW_MIN_YUAN', 10, { min: 0 }) * 100),
      maxCents: Math.round(fromEnv.number('WITHDRAW_MAX_YUAN', 50_000, { min: 0 }) * 100),
      feeRate: fromEnv.number('WITHDRAW_FEE_RATE', 0.01, { min: 0, max: 1 }),
      minFeeCents: Math.round(fromEnv.number('WITHDRAW_MIN_FEE_YUAN', 1, { min: 0 }) * 100),
      perDay: fromEnv.number('WITHDRAW_PER_DAY', 3, { min: 1, integer: true }),
    },
  };
}
