import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ERROR_CODES } from '@mo/contracts';
import { ErrorDialog } from '@/components/error-dialog';
import { describeError } from '@/lib/error-catalogue';
import { createI18n } from '@/lib/i18n-bundled';
import { PATHS } from '@/lib/paths';
import type { Language } from '@/lib/storage';
import { apiError, fail } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';

/**
 * err002 and err003 (spec part 1 section 8): "data does not match records", in the page's
 * language. The mock answers err002 for an e-mail not on record (forgot password) and err003 for
 * a record whose other data differs (users/member-info/validate); the portal shows both alike.
 */
const TEXTS = {
  id: 'Data tidak sesuai dengan catatan kami.',
  en: 'The data does not match our records.',
} as const;

describe('data does not match records (err002, err003)', () => {
  it('both codes are the same field message of the catalogue', () => {
    expect(ERROR_CODES.recordMismatch).toBe('err003');
    expect(describeError('err003')).toEqual(describeError('err002'));
    expect(describeError('err003')).toEqual({
      messageKey: 'errors:dataMismatch',
      display: 'field',
    });
  });

  it.each<[string, Language]>([
    ['err002', 'id'],
    ['err002', 'en'],
    ['err003', 'id'],
    ['err003', 'en'],
  ])('forgot password shows %s under the email field (%s)', async (code, language) => {
    const user = userEvent.setup();
    const portal = renderPortal(PATHS.forgotPassword, {
      handlers: {
        requestOtp: fail('requestOtp', code, 'The data does not match our records'),
      },
      language,
    });
    await user.type(await screen.findByLabelText('Email'), 'someone@nusantara-demo.co.id');
    await user.click(screen.getByTestId('forgot-password-submit'));
    const message = await screen.findByTestId('forgot-password-email-error');
    expect(message).toHaveTextContent(TEXTS[language]);
    expect(message).toHaveAttribute('data-error', code);
    expect(screen.getByTestId('forgot-password-email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    portal.unmount();
  });

  it.each<Language>(['id', 'en'])(
    'a screen that shows err003 in its dialog gives the same text (%s)',
    async (language) => {
      render(
        <I18nextProvider i18n={createI18n(language)}>
          <ErrorDialog failure={apiError('validateMemberInfo', 'err003')} onClose={() => {}} />
        </I18nextProvider>,
      );
      expect(await screen.findByRole('dialog')).toHaveTextContent(TEXTS[language]);
    },
  );
});
