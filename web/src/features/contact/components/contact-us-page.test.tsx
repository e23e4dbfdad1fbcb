import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_VARIABLE_CODES as CODES } from '@mo/contracts';
import { PATHS } from '../../../lib/paths';
import { writeStored } from '../../../lib/storage';
import { fail, profileOf, type FakeHandlers } from '../../../../test/fake-api';
import { renderPortal } from '../../../../test/render-portal';

const defaults: FakeHandlers = {
  getSysParam: () => ({
    systemParameterList: [
      {
        category: 'DEFAULT_VARIABLES',
        commonCategoryDetail: [
          // The customer-service number's second value is its hours (as the seed has them).
          {
            code: CODES.csContactNumber,
            description1: '1500-555',
            external1: 'Senin - Sabtu, 07.00',
            description2: 'Monday - Saturday, 07.00',
          },
          { code: CODES.csWhatsappNumber, description1: '+62 811', external1: '24 jam' },
          { code: CODES.email, description1: 'cs@example.com', external1: 'cs@example.com' },
          { code: CODES.address, description1: 'Jl. Contoh 1', external1: 'Contoh Street 1' },
        ],
      },
    ],
  }),
};

function openContactUs(handlers: FakeHandlers, language: 'id' | 'en') {
  writeStored('authenticationToken', 'full-token');
  writeStored('_moUserProfile', profileOf([['c-1', 'PT Nusantara Demo']]));
  writeStored('userAccess', ['Home']);
  writeStored('selectedLanguage', language);
  return renderPortal(PATHS.contactUs, { handlers, language });
}

describe('contact us', () => {
  it('shows the service hours of the customer-service number’s default variable', async () => {
    const portal = openContactUs(defaults, 'id');
    await waitFor(() =>
      expect(screen.getByTestId('contact-hours')).toHaveTextContent(
        'Jam layanan pelanggan: Senin - Sabtu, 07.00',
      ),
    );
    expect(screen.getByTestId('contact-phone')).toHaveTextContent('1500-555');
    portal.unmount();
  });

  it('shows the English hours (description2) and address on an English page', async () => {
    const portal = openContactUs(defaults, 'en');
    await waitFor(() =>
      expect(screen.getByTestId('contact-hours')).toHaveTextContent(
        'Customer service hours: Monday - Saturday, 07.00',
      ),
    );
    expect(screen.getByTestId('contact-address')).toHaveTextContent('Contoh Street 1');
    portal.unmount();
  });

  it('shows -- for the hours when the default variables cannot be read', async () => {
    const portal = openContactUs({ getSysParam: fail('getSysParam', 'GC500') }, 'en');
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    await waitFor(() => expect(portal.api.calls.map((c) => c.id)).toContain('getSysParam'));
    expect(screen.getByTestId('contact-hours')).toHaveTextContent('Customer service hours: --');
    portal.unmount();
  });

  it.each([
    ['id', 'Jam layanan pelanggan: Senin - Sabtu, 07.00'],
    ['en', 'Customer service hours: Monday - Saturday, 07.00'],
  ] as const)('the sign-in contact page (%s) reads the same hours', async (language, hours) => {
    const portal = renderPortal(PATHS.signInContactUs, { handlers: defaults, language });
    await waitFor(() => expect(screen.getByTestId('contact-hours')).toHaveTextContent(hours));
    portal.unmount();
  });
});
