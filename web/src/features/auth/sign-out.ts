import { api } from '../../api/api';
import { session } from '../../api/session';
import { navigateTo } from '../../app/navigation';

/** Logout: call Member/SignOut, clear everything stored, and return to /main unless already there. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/Member/SignOut', undefined, { silent: true });
  } catch {
    // The session is cleared locally whatever the server answered (it may already be revoked).
  }
  session.clear();
  if (window.location.pathname !== '/main') navigateTo('/main');
}
