import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createNewPasswordPath, PATHS } from '@/lib/paths';
import { readStored, writeStored } from '@/lib/storage';
import { fail, signInAnswers } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';

const USER = 'hr.admin@nusantara-demo.co.id';

describe('create-new-password page', () => {
  it('redirects to sign-in without a flow token', async () => {
    const portal = renderPortal(createNewPasswordPath(USER));
    await screen.findByRole('heading', { level: 1, name: 'Masuk' });
    expect(portal.router.state.location.pathname).toBe(PATHS.signIn);
    portal.unmount();
  });

  it('ticks the live checklist, shows local failures as danger and server errors as warnings', async () => {
    writeStored('twoFactorToken', 'two-factor');
    const user = userEvent.setup();
    const portal = renderPortal(createNewPasswordPath(USER), {
      handlers: { ...signInAnswers(), updatePassword: fail('updatePassword', 'err036') },
      language: 'en',
    });
    await screen.findByRole('heading', { level: 1, name: 'Create a new password' });
    const rule = (name: string) => screen.getByTestId(`password-rule-${name}`);
    expect(rule('uppercase')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('New password'), 'Portal#2026x');
    ['length', 'noTripleRepeat', 'uppercase', 'lowercase', 'digit', 'special'].forEach((name) =>
      expect(rule(name)).toHaveAttribute('data-met', 'true'),
    );
    await user.type(screen.getByLabelText('Confirm new password'), 'Portal#2026y');
    await user.click(screen.getByTestId('new-password-submit'));
    expect(screen.getByTestId('confirm-password-error')).toHaveClass('field-message--error');
    expect(portal.api.calls).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Portal#2026x');
    await user.click(screen.getByTestId('new-password-submit'));
    const warning = await screen.findByTestId('new-password-error');
    expect(warning).toHaveClass('field-message--warning');
    expect(warning).toHaveTextContent(/last 10 passwords|10/);

    // Leaving the page removes the flow token.
    await act(() => portal.router.navigate(PATHS.signIn));
    await waitFor(() => expect(readStored('twoFactorToken')).toBeNull());
    portal.unmount();
  });
});
