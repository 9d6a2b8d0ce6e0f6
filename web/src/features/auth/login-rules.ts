import type { LoginMode } from './login-dialog';

export interface LoginFields {
  mobile: string;
  code: string;
  password: string;
  repassword: string;
  invite: string;
}

/** Which of the spec's warnings a submit earns: 'complete' (missing fields) or 'mismatch' (passwords). */
export type LoginProblem = 'complete' | 'mismatch' | null;

const filled = (value: string) => value.trim() !== '';

/**
 * Spec section 5: password login needs mobile and password, code login mobile and code, register
 * mobile, code, password and repassword with password equal to repassword. Length is not enforced here.
 */
export function checkLoginForm(mode: Exclude<LoginMode, 'qr'>, fields: LoginFields): LoginProblem {
  const required: (keyof LoginFields)[] =
    mode === 'password'
      ? ['mobile', 'password']
      : mode === 'code'
        ? ['mobile', 'code']
        : ['mobile', 'code', 'password', 'repassword'];
  if (!required.every((name) => filled(fields[name]))) return 'complete';
  if (mode === 'register' && fields.password !== fields.repassword) return 'mismatch';
  return null;
}

/** Sending a code needs a mobile number, else the same completion warning. */
export function checkSendCode(fields: Pick<LoginFields, 'mobile'>): LoginProblem {
  return filled(fields.mobile) ? null : 'complete';
}

export const CODE_COOLDOWN_S = 60;
