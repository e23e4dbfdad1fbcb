import { createSession } from '../features/auth/api/create-session';
import { refreshToken } from '../features/auth/api/refresh-token';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../lib/api-client';
import { createSessionRecovery, type SessionRecovery } from '../lib/session';
import { readStored, writeStored } from '../lib/storage';

/**
 * GW1033: refresh with the stored refresh token (POST oauth2/token, Basic client), store the new
 * pair, create the session again (mode=signin) with the new token. Any failure rejects.
 */
export async function renewStoredSession(api: ApiClient): Promise<void> {
  const stored = readStored('authenticationRefreshToken');
  if (!stored) throw new Error('no refresh token');
  const pair = await refreshToken(api, stored);
  writeStored('authenticationToken', pair.accessToken);
  writeStored('authenticationRefreshToken', pair.refreshToken);
  await createSession(api, pair.accessToken);
}

/** The api client with its recovery hooks wired (one refresh in flight; err300 → sign-out). */
export function createSessionClient(
  options: Omit<ApiClientOptions, 'getAccessToken' | 'onTokenExpired' | 'onSessionInvalid'>,
  signOut: (reason: string) => void,
  signOutDelayMs?: number,
): { api: ApiClient; recovery: SessionRecovery } {
  const getAccessToken = () => readStored('authenticationToken');
  const holder: { recovery?: SessionRecovery } = {};
  const api = createApiClient({
    ...options,
    getAccessToken,
    onTokenExpired: (error, sentToken) =>
      holder.recovery ? holder.recovery.onTokenExpired(error, sentToken) : Promise.resolve(false),
    onSessionInvalid: (error) => holder.recovery?.onSessionInvalid(error),
  });
  const recovery = createSessionRecovery({
    renew: () => renewStoredSession(api),
    currentToken: getAccessToken,
    signOut,
    signOutDelayMs,
  });
  holder.recovery = recovery;
  return { api, recovery };
}
