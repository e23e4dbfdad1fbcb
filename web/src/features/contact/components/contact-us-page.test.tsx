import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_VARIABLE_CODES as CODES } from '@mo/contracts';
import { PATHS } from '@/lib/paths';
import { writeStored } from '@/lib/storage';
import { fail, profileOf, type FakeHandlers } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';

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
  it.each([
    ['id', 'Jam layanan pelanggan: Senin - Sabtu, 07.00', 'contact-phone', '1500-555'],
    // English: description2 for the hours, and the address.
    [
      'en',
      'Customer service hours: Monday - Saturday, 07.00',
      'contact-address',
      'Contoh Street 1',
    ],
  ] as const)(
    'shows the service hours of the customer-service number’s default variable (%s)',
    async (language, hours, testId, text) => {
      const portal = openContactUs(defaults, language);
      await waitFor(() => expect(screen.getByTestId('contact-hours')).toHaveTextContent(hours));
      expect(screen.getByTestId(testId)).toHaveTextContent(text);
      portal.unmount();
    },
  );

  it('shows the bundled sample when the default variables cannot be read: no -- and no #', async () => {
    const portal = openContactUs({ getSysParam: fail('getSysParam', 'GC500') }, 'en');
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('contact-hours')).toHaveTextContent(
        'Customer service hours: Monday - Friday, 08.00 - 17.00 WIB',
      ),
    );
    expect(screen.getByTestId('contact-phone')).toHaveTextContent('1500-555');
    expect(screen.getByTestId('contact-whatsapp')).toHaveTextContent('+62 811 5550 1234');
    expect(screen.getByTestId('contact-email')).toHaveTextContent('layanan.korporasi@example.com');
    expect(screen.getByTestId('contact-address')).toHaveTextContent('Contoh Building 12th Floor');
    // The shell's footer links read the same sample.
    expect(screen.getByTestId('footer-terms')).toHaveAttribute(
      'href',
      'https://www.example.com/en/terms-and-conditions',
    );
    expect(screen.getByTestId('footer-policies')).toHaveAttribute(
      'href',
      'https://www.example.com/en/privacy-policy',
    );
    expect(screen.getByTestId('footer-faq')).toHaveAttribute(
      'href',
      'https://www.example.com/en/faq',
    );
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(
      'Copyright © 2026 PT Asuransi Contoh Indonesia.',
    );
    portal.unmount();
  });

  it('the sign-in contact page shows the bundled sample too when the read fails', async () => {
    const portal = renderPortal(PATHS.signInContactUs, {
      handlers: { getSysParam: fail('getSysParam', 'GC500') },
      language: 'id',
    });
    await waitFor(() =>
      expect(screen.getByTestId('contact-hours')).toHaveTextContent(
        'Jam layanan pelanggan: Senin - Jumat, 08.00 - 17.00 WIB',
      ),
    );
    expect(screen.getByTestId('contact-address')).toHaveTextContent('Gedung Contoh Lantai 12');
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
