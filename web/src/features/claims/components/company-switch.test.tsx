import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { companySelected } from '@/lib/session';
import { CLAIM_PATHS, claimDetailPath, claimListingPath, cobRequestPath } from '../paths';
import { excessPage, excessRow, renderClaims } from '../test/claim-fixtures';
import { firstPage } from '@test/portal-fixtures';

/*
 * A broker switching company on the claims screens (docs/spec-notes.md, Claims screens, Resets):
 * a listing starts over for the new company, a claim or its COB request goes back to its list.
 */

type Portal = ReturnType<typeof renderClaims>;
const lastBody = (portal: Portal, id: string) => portal.callsOf(id).at(-1)?.body;
const switchCompany = (portal: Portal) =>
  act(() => {
    portal.store.dispatch(companySelected({ id: 'c-1', name: 'PT Satu' }));
  });
const location = (portal: Portal) =>
  `${portal.router.state.location.pathname}${portal.router.state.location.search}`;

describe('a broker switching company on the claims screens', () => {
  it('clears the listing search and reads all policies of the new company', async () => {
    const user = userEvent.setup();
    const portal = renderClaims(claimListingPath({ policyId: 'pol-1' }));
    await screen.findAllByTestId('claim-list-row');
    await user.type(screen.getByTestId('claim-list-search'), 'Budi');
    await waitFor(() =>
      expect(lastBody(portal, 'claimList')).toMatchObject({
        companyId: 'c-2',
        searchByValue: 'Budi',
      }),
    );
    switchCompany(portal);
    await waitFor(() =>
      expect(lastBody(portal, 'claimList')).toMatchObject({ companyId: 'c-1', policyId: '0000' }),
    );
    expect(lastBody(portal, 'claimList')).not.toHaveProperty('searchByValue');
    expect(screen.getByTestId('claim-list-search')).toHaveValue('');
    portal.unmount();
  });

  it('reads the excess list of the new company from its first page', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 10 }, (_, i) => excessRow(i + 1));
    const portal = renderClaims(CLAIM_PATHS.excessListing, {
      handlers: {
        excessClaims: () => ({
          ...excessPage(rows),
          pagination: firstPage(25),
        }),
      },
    });
    await screen.findAllByTestId('excess-list-row');
    await user.click(screen.getByTestId('excess-list-next'));
    await waitFor(() => expect(lastBody(portal, 'excessClaims')).toMatchObject({ currentPage: 2 }));
    switchCompany(portal);
    await waitFor(() =>
      expect(lastBody(portal, 'excessClaims')).toMatchObject({ companyId: 'c-1', currentPage: 1 }),
    );
    portal.unmount();
  });

  it("goes back from a claim's detail to the list it came from", async () => {
    const fromListing = renderClaims(claimDetailPath('cl-1', 'listing', 'pol-1'));
    await screen.findByTestId('claim-card-summary');
    switchCompany(fromListing);
    await waitFor(() =>
      expect(location(fromListing)).toBe(claimListingPath({ policyId: 'pol-1' })),
    );
    fromListing.unmount();
    const fromExcess = renderClaims(claimDetailPath('cl-1', 'excess'));
    await screen.findByTestId('claim-card-summary');
    switchCompany(fromExcess);
    await waitFor(() =>
      expect(fromExcess.router.state.location.pathname).toBe(CLAIM_PATHS.excessListing),
    );
    fromExcess.unmount();
  });

  it('goes back from an untouched COB request to its list, filing nothing', async () => {
    const portal = renderClaims(cobRequestPath('cl-1', 'listing', 'pol-1'));
    await screen.findByTestId('cob-form');
    switchCompany(portal);
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(CLAIM_PATHS.listing));
    expect(portal.callsOf('cobSubmit')).toHaveLength(0);
    portal.unmount();
  });
});
