import { screen, waitFor } from '@testing-library/react';
import { PATHS } from './paths';
import { readStored, writeStored } from './storage';
import { profileOf } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';
import { storeSession } from '@test/stored-session';

function signedInWith(preferredLanguage: 'id' | 'en') {
  storeSession({ ...profileOf([['c-1', 'PT Satu']]), preferredLanguage });
  return renderPortal(PATHS.myProfile);
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('preferred language at sign-in', () => {
  it('applies the profile language when none was picked on this device', async () => {
    const portal = signedInWith('en');
    await waitFor(() => expect(portal.i18n.language).toBe('en'));
    expect(readStored('selectedLanguage')).toBe('en');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    portal.unmount();
  });

  it('keeps a language picked on the sign-in page', async () => {
    writeStored('selectedLanguage', 'id');
    const portal = signedInWith('en');
    expect(await screen.findByRole('heading', { name: 'Akun Saya' })).toBeInTheDocument();
    expect(portal.i18n.language).toBe('id');
    portal.unmount();
  });
});
