import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '../lib/paths';
import { writeStored } from '../lib/storage';
import { profileOf } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';

/** Where an address leads a signed-in and a signed-out user (the route table and its guards). */
const MODULES = [
  'Home',
  'View Member Details',
  'FAQ',
  'Account and Settings',
  'MO Claim Breakdown',
];
const handlers = {
  getSysParam: () => ({ systemParameterList: [] }),
  policyList: () => ({
    policies: [],
    pagination: { currentPage: 1, pageSize: 10, totalPage: 0, totalRecord: 0 },
  }),
  claimPolicies: () => ({
    policies: [],
    totals: { totalActiveAndCompletedClaims: 0, totalSubmittedClaims: 0 },
    pagination: { currentPage: 1, pageSize: 10, totalPage: 0, totalRecord: 0 },
  }),
};

function open(path: string, { signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    writeStored('authenticationToken', 'full-token');
    writeStored('_moUserProfile', profileOf([['c-1', 'PT Satu']]));
    writeStored('userAccess', MODULES);
  }
  return renderPortal(path, { handlers });
}

describe('a signed-in user', () => {
  it.each(['/mo/no-such-page', '/mo/eb-app-base/landing/nowhere', '/mo/eb-app-signin/landing/x'])(
    'sees "not found" inside the shell at %s, with a way home',
    async (path) => {
      const portal = open(path, { signedIn: true });
      const page = await screen.findByTestId('not-found');
      expect(
        within(page).getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
      ).toBeInTheDocument();
      // Inside the shell: the side menu and the user menu are there.
      expect(screen.getByRole('navigation', { name: 'Menu utama' })).toBeInTheDocument();
      expect(screen.getByTestId('user-menu-button')).toBeInTheDocument();
      expect(portal.router.state.location.pathname).toBe(path);
      await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan | Portal Korporat'));
      await userEvent.click(within(page).getByRole('link', { name: 'Kembali ke beranda' }));
      await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.home));
      portal.unmount();
    },
  );

  it('opens the claims area at its policy table (base → claim-detail → policy)', async () => {
    const portal = open('/mo/eb-app-claims', { signedIn: true });
    expect(await screen.findByTestId('claim-policy-page')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu-button')).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe('/mo/eb-app-claims/claim-detail/policy');
    portal.unmount();
  });

  it('shows the no-access page at the COB request without the COB Submission module', async () => {
    const portal = open('/mo/eb-app-claims/claim-cob/request', { signedIn: true });
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe('/mo/eb-app-claims/claim-cob/request');
    portal.unmount();
  });

  it.each([PATHS.signIn, PATHS.signInArea, PATHS.forgotPassword, '/', '/mo'])(
    'opening %s goes to the dashboard',
    async (path) => {
      const portal = open(path, { signedIn: true });
      await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.home));
      expect(screen.queryByTestId('sign-in-submit')).not.toBeInTheDocument();
      portal.unmount();
    },
  );
});

describe('an area base path (spec part 1 section 2) for a signed-in user', () => {
  it.each([
    // "The path /mo/eb-app-myprofile redirects to /landing", and the landing to my profile.
    ['/mo/eb-app-myprofile', PATHS.myProfile],
    ['/mo/eb-app-myprofile/landing/', PATHS.myProfile],
    // "/mo/eb-app-contactus redirects to /landing", whose child is contact-us.
    ['/mo/eb-app-contactus', PATHS.contactUs],
    ['/mo/eb-app-contactus/landing', PATHS.contactUs],
    // "/mo/eb-app-base/landing/ redirects to /mo/eb-app-base/landing/home".
    ['/mo/eb-app-base/landing/', PATHS.home],
    // "base /mo/eb-app-policy-benefit/landing/ (redirects to the list)".
    ['/mo/eb-app-policy-benefit/landing/', `${PATHS.policyBenefit}/list`],
  ])('%s leads to %s', async (path, target) => {
    const portal = open(path, { signedIn: true });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(target));
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
    portal.unmount();
  });
});

describe('a signed-out user', () => {
  it.each([PATHS.signInArea, `${PATHS.signInArea}/`])(
    'goes from the sign-in base %s to the sign-in page',
    async (path) => {
      const portal = open(path, { signedIn: false });
      await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.signIn));
      expect(await screen.findByTestId('sign-in-submit')).toBeInTheDocument();
      portal.unmount();
    },
  );

  it.each([
    ['/mo/eb-app-contactus', 'its pages need a session'],
    ['/mo/eb-app-contactus/landing', 'its pages need a session'],
    ['/mo/eb-app-myprofile', 'its pages need a session'],
    ['/mo/no-such-page', 'an unknown address'],
    ['/mo/eb-app-claims/claim-cob/request', 'a page behind a session'],
    [PATHS.home, 'the home page'],
  ])('goes from %s to sign-in (%s), not to a page', async (path) => {
    const portal = open(path, { signedIn: false });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.signIn));
    expect(await screen.findByTestId('sign-in-submit')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
    portal.unmount();
  });
});
