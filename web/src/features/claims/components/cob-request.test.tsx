import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { CLAIM_LIMITS, ERROR_CODES } from '@mo/contracts';
import { fail } from '@test/fake-api';
import { CLAIM_PATHS, cobRequestPath } from '../paths';
import type { FeatureRenderOptions } from '@test/render-portal';
import { claimDetail, renderClaims } from '../test/claim-fixtures';

afterEach(() => jest.useRealTimers());

const submitButton = () => screen.getByTestId('cob-submit');

/** Opens the COB request at `path` and waits for its form; the user picks `reason` if given. */
async function openForm(
  path: string,
  { reason, user = userEvent.setup(), ...options }: OpenOptions = {},
) {
  const portal = renderClaims(path, options);
  await screen.findByTestId('cob-form');
  if (reason) await user.click(screen.getByTestId(`cob-reason-${reason}`));
  return { user, portal };
}

/** Files C1 from the claim listing, the submit failing with `errorCode`. */
async function fileRefused(errorCode: string) {
  const { user, portal } = await openForm(cobRequestPath('cl-1', 'listing'), {
    handlers: { cobSubmit: fail('cobSubmit', errorCode) },
    reason: 'C1',
  });
  await user.click(submitButton());
  return portal;
}

interface OpenOptions extends FeatureRenderOptions {
  reason?: 'C1' | 'C2' | 'C3';
  user?: UserEvent;
}

describe('the COB request', () => {
  it('shows the breadcrumb and keeps submit disabled until a reason is chosen', async () => {
    const { user, portal } = await openForm(cobRequestPath('cl-1', 'listing', 'pol-1'));
    expect(screen.getByTestId('cob-breadcrumb-claim')).toHaveTextContent('CLM001');
    expect(screen.getByTestId('cob-breadcrumb-back')).toHaveAttribute(
      'href',
      `${CLAIM_PATHS.detail}?claimId=cl-1&policyId=pol-1`,
    );
    expect(screen.getByRole('radio', { name: 'Combined claim with BPJS' })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByTestId('cob-reason-C1'));
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByTestId('cob-insurer-name')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cob-description')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('files C1 and returns to the claim listing with the banner for 3000 ms', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const { portal } = await openForm(cobRequestPath('cl-1', 'listing', 'pol-1'), {
      reason: 'C1',
      user,
    });
    await user.click(submitButton());
    await waitFor(() =>
      expect(portal.callsOf('cobSubmit')[0]).toEqual({
        body: { companyId: 'c-2', claimId: 'cl-1', reason: 'C1' },
      }),
    );
    const banner = await screen.findByTestId('cob-success-banner');
    expect(banner).toHaveTextContent('Transaction number: COB2026110001');
    expect(portal.visited).toContain(
      `${CLAIM_PATHS.listing}?policyId=pol-1&cobRefNo=COB2026110001`,
    );
    await waitFor(() => expect(portal.router.state.location.search).toBe('?policyId=pol-1'));
    act(() => jest.advanceTimersByTime(CLAIM_LIMITS.cobBannerTimeoutMs - 1));
    expect(screen.getByTestId('cob-success-banner')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('cob-success-banner')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('strips disallowed characters from the insurer name, stops at 50 and requires it', async () => {
    const { user, portal } = await openForm(cobRequestPath('cl-1', 'listing'), { reason: 'C2' });
    const name = screen.getByTestId('cob-insurer-name');
    await user.click(submitButton());
    expect(await screen.findByTestId('cob-text-error')).toHaveTextContent(
      'Please complete this field.',
    );
    expect(portal.callsOf('cobSubmit')).toHaveLength(0);
    await user.type(name, 'PT Asuransi #Lain! (Jakarta) & Co.');
    expect(name).toHaveValue('PT Asuransi Lain (Jakarta) Co.');
    await user.clear(name);
    await user.click(name);
    await user.paste('A'.repeat(60));
    expect(name).toHaveValue('A'.repeat(50));
    await user.click(submitButton());
    await waitFor(() =>
      expect(portal.callsOf('cobSubmit')[0]).toEqual({
        body: { companyId: 'c-2', claimId: 'cl-1', reason: 'C2', insurerName: 'A'.repeat(50) },
      }),
    );
    portal.unmount();
  });

  it('limits the C3 text to 100 and files it from the excess detail, back to excess claims', async () => {
    const { user, portal } = await openForm(cobRequestPath('cl-1', 'excess'), { reason: 'C3' });
    const text = screen.getByTestId('cob-description');
    await user.click(text);
    await user.paste(`${'b'.repeat(99)}€cd`);
    expect(text).toHaveValue(`${'b'.repeat(99)}c`);
    await user.click(submitButton());
    await waitFor(() =>
      expect(portal.callsOf('cobSubmit')[0]).toMatchObject({
        body: { reason: 'C3', description: `${'b'.repeat(99)}c` },
      }),
    );
    expect(await screen.findByTestId('cob-success-banner')).toHaveTextContent('COB2026110001');
    expect(portal.router.state.location.pathname).toBe(CLAIM_PATHS.excessListing);
    portal.unmount();
  });

  it('shows the refusal through the catalogue and stays on the form', async () => {
    const portal = await fileRefused('CB4001');
    expect(await screen.findByTestId('error-dialog')).toHaveTextContent(
      'A COB request cannot be sent for this claim.',
    );
    expect(portal.router.state.location.pathname).toBe(CLAIM_PATHS.cobRequest);
    portal.unmount();
  });

  it('offers no form for a claim whose status takes no COB request', async () => {
    const portal = renderClaims(cobRequestPath('cl-1', 'listing'), {
      handlers: { claimDetails: () => claimDetail({ status: { code: 'OS', desc: '' } }) },
    });
    expect(await screen.findByTestId('cob-not-open')).toBeInTheDocument();
    expect(screen.queryByTestId('cob-form')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('shows the claim-event-too-old notice instead of the form on a direct visit', async () => {
    const portal = renderClaims(cobRequestPath('cl-1', 'listing'), {
      handlers: {
        claimDetails: () => claimDetail({ fromDate: '2026-05-28', eventDate: '2026-05-28' }),
      },
    });
    expect(await screen.findByTestId('cob-too-old')).toHaveTextContent(
      'The claim event is too old: a COB request can no longer be sent for this claim.',
    );
    expect(screen.queryByTestId('cob-form')).not.toBeInTheDocument();
    expect(portal.callsOf('cobSubmit')).toHaveLength(0);
    portal.unmount();
  });

  it('shows the refusal of a too-old claim (CB4003) through the catalogue', async () => {
    const portal = await fileRefused(ERROR_CODES.cobEventTooOld);
    expect(await screen.findByTestId('error-dialog')).toHaveTextContent(
      'The claim event is too old for a COB request.',
    );
    portal.unmount();
  });

  it('asks before leaving with an unsaved reason', async () => {
    const { user, portal } = await openForm(cobRequestPath('cl-1', 'listing'), { reason: 'C3' });
    await user.type(screen.getByTestId('cob-description'), 'Klaim ganda');
    await user.click(screen.getByTestId('cob-breadcrumb-back'));
    expect(await screen.findByTestId('unsaved-changes-dialog')).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe(CLAIM_PATHS.cobRequest);
    await user.click(screen.getByRole('button', { name: /Yes, leave now/ }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(CLAIM_PATHS.detail));
    portal.unmount();
  });

  it('shows the no-access page without the COB Submission module', async () => {
    const portal = renderClaims(cobRequestPath('cl-1', 'listing'), {
      modules: ['MO Claim Breakdown'],
    });
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    expect(portal.callsOf('cobReasons')).toHaveLength(0);
    portal.unmount();
  });
});
