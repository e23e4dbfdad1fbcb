// A signed-in session on a running mock, handed out by its control API (contracts
// SCENARIOS.signedIn), with the gateway headers every call needs.
import {
  API_AREAS,
  CALLS,
  DEMO_USERS,
  gatewayHeaderValues,
  SCENARIOS,
  type UserProfile,
} from '@mo/contracts';

export interface MockSession {
  accessToken: string;
  refreshToken: string;
  /** Gateway headers and the bearer token. */
  headers: Record<string, string>;
  profile: UserProfile;
  companyId: string;
  companyName: string;
  modules: string[];
}

const json = async <T>(response: Response, what: string): Promise<T> => {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data?: T } & T;
  return body.data ?? body;
};

/**
 * Signs `userName` in through the signed-in scenario. `extra` headers go on every call, the
 * scenario's included: `{ 'x-mock-sandbox': id }` signs in inside that sandbox (issue 29).
 */
export const signedInSession = async (
  base: string,
  userName: string = DEMO_USERS.hr.email,
  extra: Record<string, string> = {},
): Promise<MockSession> => {
  const tokens = await json<{ accessToken: string; refreshToken: string }>(
    await fetch(`${base}/__mock/scenarios/${SCENARIOS.signedIn}`, {
      method: 'POST',
      headers: { ...extra, 'content-type': 'application/json' },
      body: JSON.stringify({ userName }),
    }),
    'signed-in scenario',
  );
  const headers: Record<string, string> = {
    authorization: `Bearer ${tokens.accessToken}`,
    ...gatewayHeaderValues('2026-11-24T09:00:00+07:00', 'bench'),
    ...extra,
  };
  const get = async <T>(id: 'userProfile' | 'accessibleModules'): Promise<T> => {
    const call = CALLS[id];
    return json<T>(
      await fetch(`${base}${API_AREAS[call.area]}${call.path}`, { headers }),
      `${call.method} ${call.path}`,
    );
  };
  const profile = await get<UserProfile>('userProfile');
  const { modules } = await get<{ modules: string[] }>('accessibleModules');
  const company = profile.companyDetails[0];
  if (!company) throw new Error(`${userName} acts for no company`);
  return {
    ...tokens,
    headers,
    profile,
    companyId: company.id,
    companyName: company.companyName,
    modules,
  };
};

/** The URL of a call on `base`, with its query. */
export const callUrl = (
  base: string,
  id: 'memberList' | 'policyList' | 'claimList' | 'premiumBilling' | 'dashboardAmounts',
  query: Record<string, string> = {},
): string => {
  const call = CALLS[id];
  const search = new URLSearchParams(query).toString();
  return `${base}${API_AREAS[call.area]}${call.path}${search ? `?${search}` : ''}`;
};
