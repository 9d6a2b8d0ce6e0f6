import { describe, expect, it } from 'vitest';
import { checkLoginForm, checkSendCode } from './login-rules';

const empty = { mobile: '', code: '', password: '', repassword: '', invite: '' };

describe('login form rules', () => {
  it('asks for the fields of each mode', () => {
    expect(checkLoginForm('password', { ...empty, mobile: '1', password: 'x' })).toBeNull();
    expect(checkLoginForm('password', { ...empty, mobile: '1', code: '123456' })).toBe('complete');
    expect(checkLoginForm('code', { ...empty, mobile: '1', code: '123456' })).toBeNull();
    expect(checkLoginForm('code', { ...empty, mobile: ' ', code: '123456' })).toBe('complete');
    expect(checkLoginForm('register', { ...empty, mobile: '1', code: '1', password: 'a' })).toBe('complete');
  });

  it('does not enforce password length in the dialog', () => {
    expect(checkLoginForm('register', { ...empty, mobile: '1', code: '1', password: 'a', repassword: 'a' })).toBeNull();
    expect(checkLoginForm('register', { ...empty, mobile: '1', code: '1', password: 'a', repassword: 'b' })).toBe(
      'mismatch',
    );
  });

  it('needs a mobile to send a code', () => {
    expect(checkSendCode({ mobile: '' })).toBe('complete');
    expect(checkSendCode({ mobile: '13800000000' })).toBeNull();
  });
});
