/**
 * Consumer contract, the healthcare providers and notifications areas (part 1 section 7: paths
 * given, methods and payloads ours, docs/spec-notes.md): the provider list searched and paged, a
 * provider by id, what a provider accepts, the user's notifications with the unread count, one
 * notification read (marked read), and another user's notification refused (GC404). No screen
 * reads them: they go through the web's API client.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { CALL_ROUTES } from '@mo/contracts';
import { DEMO_USER_IDS, HOSPITALS } from '@mo/fixtures';
import { paginationLike } from './pact-matchers';
import { clientFor, ok, refused } from './support/pact-client';
import { TOKEN, companyId, signedInPact } from './members-pact';

const { eachLike, integer, regex, string, number, boolean } = MatchersV3;
const { call } = signedInPact();
const apiAt = (url: string) => clientFor(url, TOKEN);

// A network hospital of the claims list (app/sysparam/hospitals): the same code names a provider.
const hospital = HOSPITALS.find((h) => h.number === 'H0001')!;
const providerId = 'PRV0001';
const hrNotification = `${DEMO_USER_IDS.hr}-N01`;
const brokerNotification = `${DEMO_USER_IDS.broker}-N01`;

const provider = {
  id: string(providerId),
  code: string(hospital.number),
  name: string(hospital.name),
  type: regex('^(HOSPITAL|CLINIC|LAB|OPTICAL)$', 'HOSPITAL'),
  address: string('Jl. Letjen S. Parman Kav. 87, Slipi'),
  city: string('Jakarta Barat'),
  province: string('DKI Jakarta'),
  phone: string('+62 21 5668 2345'),
  cashless: boolean(true),
  latitude: number(-6.1935),
  longitude: number(106.7975),
};
const pagination = paginationLike(1, 2);
const notification = (read: unknown) => ({
  id: string(hrNotification),
  category: regex('^(ALTERATION|CLAIM|BILLING|POLICY)$', 'ALTERATION'),
  title: string('Member alteration approved'),
  message: string('Member alteration request MA2026103004211 has been approved.'),
  reference: string('MA2026103004211'),
  companyId: string(companyId),
  createdAt: regex(
    '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?(Z|[+-]\\d{2}:\\d{2})$',
    '2026-10-30T09:15:00+07:00',
  ),
  read,
});

describe('portal → insurer contract (healthcare providers and notifications)', () => {
  it('searches the provider list by name, city and type, 10 a page', () =>
    call({
      uponReceiving: 'a search of the healthcare providers by name, city and type',
      call: CALL_ROUTES.providerList,
      query: {
        companyId,
        search: 'sehat',
        city: 'Jakarta Barat',
        type: 'HOSPITAL',
        currentPage: '1',
        pageSize: '10',
      },
      answer: ok({ providers: eachLike(provider), pagination }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.providerList, {
          query: {
            companyId,
            search: 'sehat',
            city: 'Jakarta Barat',
            type: 'HOSPITAL',
            currentPage: 1,
            pageSize: 10,
          },
        });
        expect(data.providers[0]?.code).toBe(hospital.number);
      },
    }));

  it('reads one provider by id', () =>
    call({
      uponReceiving: 'a request for one healthcare provider',
      call: CALL_ROUTES.providerDetails,
      pathParams: { id: providerId },
      query: { companyId },
      answer: ok({ provider }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.providerDetails, {
          query: { companyId },
          path: { id: providerId },
        });
        expect(data.provider.name).toBe(hospital.name);
      },
    }));

  it('reads what a provider accepts, by its code', () =>
    call({
      uponReceiving: "a request for a healthcare provider's preferences",
      call: CALL_ROUTES.providerPreferences,
      pathParams: { providerCode: hospital.number },
      query: { companyId },
      answer: ok({
        code: string(hospital.number),
        cashless: boolean(true),
        cashlessBenefits: eachLike(string('HBAS')),
        specialties: eachLike(string('Penyakit Dalam')),
        open24Hours: boolean(true),
        openingHours: eachLike(
          {
            day: integer(1),
            open: regex('^\\d{2}:\\d{2}$', '00:00'),
            close: regex('^\\d{2}:\\d{2}$', '23:59'),
          },
          7,
        ),
        requiresMemberCard: boolean(true),
        requiresIdCard: boolean(false),
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.providerPreferences, {
          query: { companyId },
          path: { providerCode: hospital.number },
        });
        expect(data.openingHours).toHaveLength(7);
      },
    }));

  it("reads the user's notifications with the unread count", () =>
    call({
      uponReceiving: "a request for the user's notifications in English",
      call: CALL_ROUTES.notificationList,
      query: { language: 'en', currentPage: '1', pageSize: '10' },
      answer: ok({
        notifications: eachLike(notification(boolean(false))),
        unreadCount: integer(4),
        pagination,
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.notificationList, {
          query: { language: 'en', currentPage: 1, pageSize: 10 },
        });
        expect(data.unreadCount).toBeGreaterThan(0);
      },
    }));

  /** The request for one notification, in English, and the portal's read of it. */
  const notificationRequest = (uponReceiving: string, notificationId: string) => ({
    uponReceiving,
    call: CALL_ROUTES.notificationDetails,
    pathParams: { notificationId },
    query: { language: 'en' },
  });
  const readNotification = (url: string, notificationId: string) =>
    apiAt(url).call(CALL_ROUTES.notificationDetails, {
      query: { language: 'en' },
      path: { notificationId },
    });

  it('reads one notification, which marks it read', () =>
    call({
      ...notificationRequest('a request for one of the user’s notifications', hrNotification),
      answer: ok({ notification: notification(true) }),
      test: async (server) => {
        const data = await readNotification(server.url, hrNotification);
        expect(data.notification.read).toBe(true);
      },
    }));

  it("is refused another user's notification (GC404)", () =>
    call({
      ...notificationRequest("a request for another user's notification", brokerNotification),
      ...refused(404, 'GC404', (server) => readNotification(server.url, brokerNotification)),
    }));
});
