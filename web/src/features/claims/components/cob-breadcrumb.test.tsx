import { act, screen, within } from '@testing-library/react';
import en from '@/locales/en/claims.json';
import id from '@/locales/id/claims.json';
import { CLAIM_PATHS, cobRequestPath, excessListingPath } from '../paths';
import { renderClaims } from '../test/claim-fixtures';

/*
 * The COB request's breadcrumb (back, claim number, request: part 2 section 4) opened by its
 * address, with no claim named: every link keeps a name (axe link-name) and leads to the list.
 */
const crumbs = () => within(screen.getByRole('navigation', { name: /.+/ })).getAllByRole('link');

describe.each([
  ['id', id],
  ['en', en],
] as const)('the COB breadcrumb opened by its address (%s)', (language, texts) => {
  it('names every link, the middle one after the claim list it leads to', async () => {
    const portal = renderClaims(CLAIM_PATHS.cobRequest, { language });
    await screen.findByTestId('cob-request-page');
    const links = crumbs();
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAccessibleName();
    expect(screen.getByTestId('cob-breadcrumb-claim')).toHaveAccessibleName(texts.cob.claims);
    expect(screen.getByTestId('cob-breadcrumb-claim')).toHaveAttribute('href', CLAIM_PATHS.listing);
    expect(screen.getByTestId('cob-breadcrumb-back')).toHaveAttribute('href', CLAIM_PATHS.listing);
    portal.unmount();
  });

  it('says that no claim is chosen and links to the claim list', async () => {
    const portal = renderClaims(CLAIM_PATHS.cobRequest, { language });
    const note = await screen.findByTestId('cob-no-claim');
    expect(note).toHaveTextContent(texts.cob.noClaim);
    expect(within(note).getByRole('link', { name: texts.cob.claims })).toHaveAttribute(
      'href',
      CLAIM_PATHS.listing,
    );
    expect(screen.queryByTestId('cob-form')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('names the excess list when the address says it came from there', async () => {
    const portal = renderClaims(`${CLAIM_PATHS.cobRequest}?from=excess`, { language });
    await screen.findByTestId('cob-request-page');
    const claim = screen.getByTestId('cob-breadcrumb-claim');
    expect(claim).toHaveAccessibleName(texts.cob.excessClaims);
    expect(claim).toHaveAttribute('href', excessListingPath());
    portal.unmount();
  });

  it("keeps nothing of a claim's request when the address then names none", async () => {
    const portal = renderClaims(cobRequestPath('cl-1', 'listing', 'pol-1'), { language });
    await screen.findByTestId('cob-form');
    await act(() => portal.router.navigate(CLAIM_PATHS.cobRequest));
    expect(await screen.findByTestId('cob-breadcrumb-claim')).toHaveAccessibleName(
      texts.cob.claims,
    );
    expect(screen.queryByTestId('cob-form')).not.toBeInTheDocument();
    portal.unmount();
  });
});
