import { waitFor } from '@testing-library/react';
import { createAppStore } from '@/app/store';
import { PATHS } from '@/lib/paths';
import { signOutRequested } from '@/lib/session';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';
import { fail, fakeApi, profileOf, type FakeHandlers } from '@test/fake-api';

function signedInPortal(handlers: FakeHandlers) {
  const api = fakeApi(handlers);
  const navigate = jest.fn();
  const profile = profileOf([['c-1', 'PT Nusantara Demo']]);
  const { store, startSagas } = createAppStore(
    { api, sagas: { pollRemoteConfig: false } },
    { session: { profile, company: { id: 'c-1', name: 'PT Nusantara Demo' }, modules: ['Home'] } },
  );
  const task = startSagas(navigate);
  writeStored('authenticationToken', 'access');
  writeStored('authenticationRefreshToken', 'refresh');
  writeStored('_moUserProfile', profile);
  writeStored('currentUser', { id: 'u-1', name: 'Rina', email: profile.email });
  writeStored('userAccess', ['Home']);
  writeStored('onBoardUsername', profile.email);
  writeStored('moCompanyId', 'c-1');
  return { api, navigate, store, task };
}

describe('sign-out', () => {
  it('deletes the session, revokes the refresh token, clears storage and goes to sign-in', async () => {
    const portal = signedInPortal({ deleteSession: () => ({}), revokeToken: () => ({}) });
    portal.store.dispatch(signOutRequested());
    await waitFor(() =>
      expect(portal.navigate).toHaveBeenCalledWith(PATHS.signIn, { replace: true }),
    );
    expect(portal.api.calls.map((c) => c.id)).toEqual(['deleteSession', 'revokeToken']);
    expect(portal.api.calls[1]?.params).toEqual({
      body: { token: 'refresh', token_type_hint: 'refresh_token' },
    });
    expect(readStored('authenticationToken')).toBeNull();
    expect(portal.store.getState().session.profile).toBeNull();
    portal.task.cancel();
  });

  it('clears every session key even when DELETE auth/session and revoke fail', async () => {
    const portal = signedInPortal({
      deleteSession: fail('deleteSession', 'GC500'),
      revokeToken: fail('revokeToken', 'NETWORK'),
    });
    portal.store.dispatch(signOutRequested({ reason: 'err300' }));
    await waitFor(() =>
      expect(portal.navigate).toHaveBeenCalledWith(PATHS.signIn, { replace: true }),
    );
    STORAGE_KEYS.filter((key) => key !== 'selectedLanguage').forEach((key) =>
      expect(readStored(key)).toBeNull(),
    );
    // The reason is kept for the sign-in page.
    expect(portal.store.getState().session.signOutReason).toBe('err300');
    portal.task.cancel();
  });

  it('clears every stored key of the user, the selected member and company too, but keeps the language', async () => {
    const portal = signedInPortal({ deleteSession: () => ({}), revokeToken: () => ({}) });
    writeStored('selectedLanguage', 'en');
    writeStored('moCompanyName', 'PT Nusantara Demo');
    // The members area's own key (features/members/overview/selected-member.ts).
    sessionStorage.setItem('mo.members.selected', JSON.stringify({ id: 'm-1', name: 'Budi' }));
    localStorage.setItem('mo.some.later.key', 'x');
    portal.store.dispatch(signOutRequested());
    await waitFor(() =>
      expect(portal.navigate).toHaveBeenCalledWith(PATHS.signIn, { replace: true }),
    );
    expect(sessionStorage.length).toBe(0);
    expect(Object.keys(localStorage)).toEqual(['selectedLanguage']);
    expect(readStored('selectedLanguage')).toBe('en');
    portal.task.cancel();
  });
});
