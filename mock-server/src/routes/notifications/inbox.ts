import type { Static } from 'typebox';
import { CALLS } from '@mo/contracts';
import type { StoredUser } from '../../store/store';

export type Notification = Static<typeof CALLS.notificationDetails.data>['notification'];
type Language = 'id' | 'en';

interface Template {
  n: string;
  category: Notification['category'];
  createdAt: string;
  /** Read in the seed already. */
  read: boolean;
  reference: (n: number) => string;
  title: Record<Language, string>;
  message: Record<Language, (ref: string, company: string) => string>;
}

/** The seeded notices of every user, newest first (fixed dates around the seed's reference day). */
const TEMPLATES: readonly Template[] = [
  {
    n: '01',
    category: 'ALTERATION',
    createdAt: '2026-10-30T09:15:00+07:00',
    read: false,
    reference: (n) => `MA20261030${String(n).padStart(5, '0')}`,
    title: { id: 'Perubahan peserta disetujui', en: 'Member alteration approved' },
    message: {
      id: (ref, co) => `Permintaan perubahan peserta ${ref} untuk ${co} telah disetujui.`,
      en: (ref, co) => `Member alteration request ${ref} for ${co} has been approved.`,
    },
  },
  {
    n: '02',
    category: 'CLAIM',
    createdAt: '2026-10-29T14:02:00+07:00',
    read: false,
    reference: (n) => `CL2026${String(n).padStart(6, '0')}`,
    title: { id: 'Klaim telah dibayar', en: 'Claim paid' },
    message: {
      id: (ref, co) => `Klaim ${ref} peserta ${co} telah dibayarkan ke rekening tujuan.`,
      en: (ref, co) => `Claim ${ref} of a ${co} member has been paid to the destination account.`,
    },
  },
  {
    n: '03',
    category: 'BILLING',
    createdAt: '2026-10-27T08:00:00+07:00',
    read: false,
    reference: (n) => `INV/2026/10/${String(n).padStart(5, '0')}`,
    title: { id: 'Tagihan premi diterbitkan', en: 'Premium invoice issued' },
    message: {
      id: (ref, co) => `Tagihan premi ${ref} untuk ${co} telah diterbitkan.`,
      en: (ref, co) => `Premium invoice ${ref} for ${co} has been issued.`,
    },
  },
  {
    n: '04',
    category: 'POLICY',
    createdAt: '2026-10-20T10:30:00+07:00',
    read: false,
    reference: (n) => `PO${String(n).padStart(9, '0')}`,
    title: { id: 'Polis diperpanjang', en: 'Policy renewed' },
    message: {
      id: (ref, co) => `Polis ${ref} ${co} telah diperpanjang untuk periode berikutnya.`,
      en: (ref, co) => `Policy ${ref} of ${co} has been renewed for the next period.`,
    },
  },
  {
    n: '05',
    category: 'ALTERATION',
    createdAt: '2026-10-12T16:45:00+07:00',
    read: true,
    reference: (n) => `MA20261012${String(n).padStart(5, '0')}`,
    title: { id: 'Perubahan peserta ditolak', en: 'Member alteration rejected' },
    message: {
      id: (ref, co) =>
        `Permintaan perubahan peserta ${ref} untuk ${co} ditolak: dokumen pendukung belum lengkap.`,
      en: (ref, co) =>
        `Member alteration request ${ref} for ${co} was rejected: supporting documents are missing.`,
    },
  },
  {
    n: '06',
    category: 'CLAIM',
    createdAt: '2026-10-05T11:20:00+07:00',
    read: true,
    reference: (n) => `CL2026${String(n + 500_000).padStart(6, '0')}`,
    title: { id: 'Klaim telah dibayar', en: 'Claim paid' },
    message: {
      id: (ref, co) => `Klaim ${ref} peserta ${co} telah dibayarkan ke rekening tujuan.`,
      en: (ref, co) => `Claim ${ref} of a ${co} member has been paid to the destination account.`,
    },
  },
];

/** A number of the user's id, so each user's references differ but stay the same every start. */
const numberOf = (userId: string): number => {
  let h = 0;
  for (const ch of userId) h = (h * 31 + ch.charCodeAt(0)) % 100_000;
  return h;
};

const readKey = (userId: string, id: string) => `${userId} ${id}`;

/**
 * The user's notifications in a language, newest first: the seeded notices about the user's first
 * company, read if the seed says so or the user has opened them since (store.notificationReads).
 */
export const notificationsOf = (
  user: StoredUser,
  companyName: (companyId: string) => string,
  reads: ReadonlySet<string>,
  language: Language,
): Notification[] => {
  const companyId = user.companyIds[0];
  if (companyId === undefined) return [];
  const company = companyName(companyId);
  const n = numberOf(user.id);
  return TEMPLATES.map((t) => {
    const id = `${user.id}-N${t.n}`;
    const reference = t.reference(n);
    return {
      id,
      category: t.category,
      title: t.title[language],
      message: t.message[language](reference, company),
      reference,
      companyId,
      createdAt: t.createdAt,
      read: t.read || reads.has(readKey(user.id, id)),
    };
  });
};

export const markRead = (reads: Set<string>, userId: string, id: string): void => {
  reads.add(readKey(userId, id));
};
