import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@mo/contracts';
import { PATHS } from '@/lib/paths';
import { companyChanged } from '@/lib/session';
import { readStored, writeStored, type Language } from '@/lib/storage';
import { profileOf } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';

const ALL = [
  'Home',
  'View Member Details',
  'FAQ',
  'Account and Settings',
  'Excess Claim',
  'MO Claim Breakdown',
];
const defaults = () => ({
  systemParameterList: [
    {
      category: 'DEFAULT_VARIABLES',
      commonCategoryDetail: [
        { code: 'FAQ_URL', description1: 'https://example.test/faq' },
        { code: 'TERMS_URL', description1: 'https://example.test/terms' },
        { code: 'PRIVACY_URL', description1: 'https://example.test/privacy' },
        { code: 'COPYRIGHT_MSG_1', description1: 'Hak cipta PT Asuransi' },
      ],
    },
  ],
});

function signedIn(
  profile: UserProfile,
  modules: string[],
  path: string = PATHS.home,
  language: Language = 'id',
) {
  writeStored('authenticationToken', 'full-token');
  writeStored('_moUserProfile', profile);
  writeStored('userAccess', modules);
  writeStored('selectedLanguage', language);
  return renderPortal(path, {
    language,
    handlers: {
      getSysParam: defaults,
      policyList: () => ({
        policies: [],
        pagination: { currentPage: 1, pageSize: 10, totalPage: 0, totalRecord: 0 },
      }),
    },
  });
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('shell', () => {
  it('shows an HR company by name and the whole side menu, footer and version', async () => {
    const portal = signedIn(profileOf([['c-1', 'PT Nusantara Demo']]), ALL);
    expect(await screen.findByTestId('company-name')).toHaveTextContent('PT Nusantara Demo');
    const menu = screen.getByRole('navigation', { name: 'Menu utama' });
    for (const id of [
      'home',
      'policy',
      'member',
      'claim',
      'premium_billing',
      'report',
      'contact_us',
      'faq',
    ]) {
      expect(within(menu).getByTestId(`side-menu-${id}`)).toBeInTheDocument();
    }
    expect(within(menu).getByTestId('side-menu-home')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByTestId('side-menu-claim'));
    expect(within(menu).getByTestId('side-menu-claim_detail')).toBeInTheDocument();
    expect(within(menu).getByTestId('side-menu-excess_claim')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu).getByTestId('side-menu-faq')).toHaveAttribute(
        'href',
        'https://example.test/faq',
      ),
    );
    expect(within(menu).getByTestId('side-menu-faq')).toHaveAttribute('target', '_blank');
    expect(within(menu).getByTestId('side-menu-faq').getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent('Hak cipta PT Asuransi');
    expect(screen.getByTestId('app-version')).toHaveTextContent('8.1.0-5');
    // The footer's links open the default variables' addresses in a new window.
    for (const [key, href] of [
      ['terms', 'https://example.test/terms'],
      ['policies', 'https://example.test/privacy'],
      ['faq', 'https://example.test/faq'],
    ]) {
      expect(screen.getByTestId(`footer-${key}`)).toHaveAttribute('href', href);
      expect(screen.getByTestId(`footer-${key}`)).toHaveAttribute('target', '_blank');
    }
    portal.unmount();
  });

  it('takes the user home from the logo', async () => {
    const portal = signedIn(profileOf([['c-1', 'PT Nusantara Demo']]), ALL, PATHS.contactUs);
    await userEvent.click(await screen.findByTestId('home-link'));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.home));
    portal.unmount();
  });

  it('falls back to the first company when the stored one is gone, and stores it', async () => {
    writeStored('moCompanyId', 'c-9');
    writeStored('moCompanyName', 'PT Lama');
    const portal = signedIn(
      profileOf([
        ['c-1', 'PT Satu'],
        ['c-2', 'PT Dua'],
      ]),
      ALL,
    );
    await waitFor(() => expect(screen.getByTestId('company-name')).toHaveTextContent('PT Satu'));
    expect(readStored('moCompanyId')).toBe('c-1');
    expect(readStored('moCompanyName')).toBe('PT Satu');
    portal.unmount();
  });

  it('lets a broker choose a company: stored and announced as companyChanged', async () => {
    const portal = signedIn(
      profileOf([
        ['c-1', 'PT Satu'],
        ['c-2', 'PT Dua'],
      ]),
      ALL,
    );
    const seen: string[] = [];
    portal.store.subscribe(() => seen.push(portal.store.getState().session.company?.id ?? ''));
    await screen.findByTestId('company-dropdown');
    act(() => {
      portal.store.dispatch(companyChanged({ id: 'c-2', name: 'PT Dua' }));
    });
    await waitFor(() => expect(screen.getByTestId('company-name')).toHaveTextContent('PT Dua'));
    expect(seen).toContain('c-2');
    portal.unmount();
  });

  it('hides entries whose module is missing and guards their URL', async () => {
    const portal = signedIn(profileOf([['c-1', 'PT Satu']]), ['Home'], PATHS.members);
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(within(menu).queryByTestId('side-menu-member')).not.toBeInTheDocument();
    expect(within(menu).queryByTestId('side-menu-claim')).not.toBeInTheDocument();
    expect(within(menu).queryByTestId('side-menu-faq')).not.toBeInTheDocument();
    expect(within(menu).getByTestId('side-menu-report')).toBeInTheDocument();
    portal.unmount();
  });

  it('marks the report entry active on the reports page', async () => {
    const portal = signedIn(profileOf([['c-1', 'PT Satu']]), ALL, PATHS.reports);
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan' })).toBeInTheDocument();
    expect(screen.getByTestId('side-menu-report')).toHaveAttribute('aria-current', 'page');
    portal.unmount();
  });

  it.each([
    ['listing', 'claim_detail', 'excess_claim'],
    ['excess', 'excess_claim', 'claim_detail'],
  ])(
    'marks Claims and its entry active on the COB request from the %s',
    async (from, active, inactive) => {
      const path = `${PATHS.claimCob}/request?claimId=cl-1&from=${from}`;
      const portal = signedIn(profileOf([['c-1', 'PT Satu']]), ALL, path);
      const entry = await screen.findByTestId(`side-menu-${active}`);
      expect(entry).toHaveAttribute('aria-current', 'page');
      expect(screen.getByTestId(`side-menu-${inactive}`)).not.toHaveAttribute('aria-current');
      expect(screen.getByTestId('side-menu-claim')).toHaveClass('is-active');
      expect(screen.getByTestId('side-menu-home')).not.toHaveAttribute('aria-current');
      portal.unmount();
    },
  );
});

describe('the side menu on a narrow screen (shell-layout.css hides it below 900 px)', () => {
  it('opens from the header menu button, takes focus, and Escape closes it back to the button', async () => {
    const user = userEvent.setup();
    const portal = signedIn(profileOf([['c-1', 'PT Satu']]), ALL, PATHS.contactUs);
    const button = await screen.findByTestId('menu-button');
    const menu = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).not.toHaveClass('is-open');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('is-open');
    expect(within(menu).getByTestId('side-menu-home')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
    expect(button).toHaveFocus();

    // The close button and the backdrop close it too.
    await user.click(button);
    await user.click(within(menu).getByTestId('side-menu-close'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu-backdrop')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('closes when a link is followed (focus to the content) and when focus leaves it', async () => {
    const user = userEvent.setup();
    const portal = signedIn(profileOf([['c-1', 'PT Satu']]), ALL, PATHS.contactUs);
    const button = await screen.findByTestId('menu-button');
    const menu = screen.getByRole('navigation', { name: 'Menu utama' });
    await user.click(button);
    await user.click(within(menu).getByTestId('side-menu-policy'));
    // The area's landing redirects to its list (the screen name is set once it is shown).
    await waitFor(() => expect(document.body.dataset.screen).toBe('policy_and_benefit_list'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main')).toHaveFocus();

    await user.click(button);
    expect(menu).toHaveClass('is-open');
    // Focus moves out of the menu (to the content it covers): the overlay closes, focus stays.
    act(() => document.getElementById('main')?.focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main')).toHaveFocus();
    portal.unmount();
  });
});

describe('broker company dropdown', () => {
  const companyOptions = () =>
    within(screen.getByTestId('company-dropdown'))
      .queryAllByRole('option', { hidden: true })
      .filter((option) => option.tagName === 'LI');

  it.each([
    ['id', 'Tidak ada hasil'],
    ['en', 'No result'],
  ] as const)(
    'is searchable with 4 companies, from the 3rd character (%s: "%s")',
    async (language, noResult) => {
      const portal = signedIn(
        profileOf([
          ['c-1', 'PT Satu Sehat'],
          ['c-2', 'PT Dua Jaya'],
          ['c-3', 'CV Tiga Abadi'],
          ['c-4', 'PT Empat Sentosa'],
        ]),
        ALL,
        PATHS.home,
        language,
      );
      await userEvent.click(await screen.findByTestId('company-dropdown'));
      const search = await screen.findByTestId('company-search');
      expect(companyOptions()).toHaveLength(4);
      // PrimeReact applies the search after a short pause: each step waits for its list, and the
      // 2-character step follows a filtered list ('sa' from the 1st character would leave two).
      await userEvent.type(search, 'SAT');
      await waitFor(() =>
        expect(companyOptions().map((o) => o.textContent)).toEqual(['PT Satu Sehat']),
      );
      await userEvent.type(search, '{Backspace}');
      await waitFor(() => expect(companyOptions()).toHaveLength(4));
      await userEvent.type(search, 'z');
      expect(await screen.findByText(noResult)).toBeInTheDocument();
      expect(companyOptions().map((o) => o.textContent)).toEqual([noResult]);
      portal.unmount();
    },
  );

  it('chooses a company found by its search among more than 10', async () => {
    const companies: Array<[string, string]> = Array.from({ length: 11 }, (_, i) => [
      `c-${i + 1}`,
      i === 10 ? 'CV Sinar Abadi' : `PT Perusahaan ${i + 1}`,
    ]);
    const portal = signedIn(profileOf(companies), ALL);
    await userEvent.click(await screen.findByTestId('company-dropdown'));
    const search = await screen.findByTestId('company-search');
    expect(search).toHaveAttribute('maxLength', '121');
    expect(companyOptions()).toHaveLength(11);
    await userEvent.type(search, 'siN');
    await waitFor(() => expect(companyOptions()).toHaveLength(1));
    await userEvent.click(companyOptions()[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('company-name')).toHaveTextContent('CV Sinar Abadi'),
    );
    expect(readStored('moCompanyId')).toBe('c-11');
    expect(portal.store.getState().session.company).toEqual({ id: 'c-11', name: 'CV Sinar Abadi' });
    portal.unmount();
  });
});
