import { api } from '../../api/api';
import { session } from '../../api/session';

/**
 * Logout: call Member/SignOut, clear everything stored, and return to /main unless already there
 * (`navigate`: the router's, from the caller).
 */
export async function signOut(navigate: (path: string) => void): Promise<void> {
  try {
    await api.post('/api/Member/SignOut', undefined, { silent: true });
  } catch {
    // The session is cleared locally whatever the server answered (it may already be revoked).
  }
  session.clear();
  if (window.location.pathname !== '/main') navigate('/main');
}
