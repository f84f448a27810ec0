import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

/** Ends the session on the server; a failure (already expired, offline) still ends it locally. */
export async function logoutOnServer(): Promise<void> {
  try {
    await api(endpoints.session.logout, {}, { quiet: true });
  } catch {
    /* the local session is cleared whatever the server said */
  }
}
