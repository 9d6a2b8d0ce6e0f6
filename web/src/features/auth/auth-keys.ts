/** TanStack Query keys of the session: the logged-in user (Member/info) and the QR login. */
export const authKeys = {
  profile: ['profile'] as const,
  qrLogin: ['qr-login'] as const,
  qrLoginStatus: (code: string | undefined) => ['qr-login-status', code] as const,
};
