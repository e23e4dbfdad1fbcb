import { useLocation } from 'react-router-dom';
import type { Language } from '@/lib/storage';
import type { FakeHandlers } from '@test/fake-api';
import { renderSignedIn } from '@test/render-portal';
import { MEMBER_PATHS } from '@/features/members/paths';
import { bulkRoutes } from '../routes';

/** The server's NON_ALLOWABLE_CHARACTERS (as the seed has it). */
export const NON_ALLOWABLE = '[\\\\/:*?"<>|#%&{}$!`\'@+=]';

export const baseHandlers: FakeHandlers = {
  getSysParam: () => ({
    systemParameterList: [
      {
        category: 'DEFAULT_VARIABLES',
        commonCategoryDetail: [{ code: 'NON_ALLOWABLE_CHARACTERS', description1: NON_ALLOWABLE }],
      },
    ],
  }),
};

/** The member list, standing in for the overview part: shows the search it was opened with. */
function LandingStub() {
  const location = useLocation();
  return <p data-testid="landing-stub">{location.search}</p>;
}

/** The bulk update page (real route, store, translations) on a fake API, signed in to c-1. */
export function renderBulk(extra: FakeHandlers = {}, language: Language = 'en') {
  return renderSignedIn(
    [{ path: MEMBER_PATHS.landing, element: <LandingStub /> }, ...bulkRoutes],
    MEMBER_PATHS.bulkUpdate,
    {
      handlers: { ...baseHandlers, ...extra },
      language,
      company: { id: 'c-1', name: 'PT Satu' },
      modules: ['View Member Details'],
    },
  );
}

/** A file as the browser gives it: name, bytes and MIME type. */
export const fileOf = (
  name: string,
  bytes: Uint8Array<ArrayBuffer> | string = 'PK\u0003\u0004 workbook',
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) => new File([bytes], name, { type });

/** What an encrypted Office file begins with (OLE compound file). */
export const OLE_HEAD = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);

/** A promise to settle by hand (a call still in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The fileUpload answer for `fileName`, carrying the file gateway reference `ref`. */
export const uploaded = (fileName = 'a.xlsx', ref = 'FG2026112200001') => ({
  documentId: 'DOC2026112200001',
  fileName,
  fileContent: null,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  memberId: null,
  documentIndex: 0,
  fileGatewayRefNo: ref,
  lastUpdate: '2026-11-22T03:00:00.000Z',
});
