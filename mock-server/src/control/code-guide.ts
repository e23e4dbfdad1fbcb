import { MOCK_CONTROL_PREFIX } from '@mo/contracts';
import Type, { type Static } from 'typebox';
import { AREA_GROUPS } from './code-guide-areas';
import { SIGN_IN_GROUPS } from './code-guide-sign-in';
import { Text } from './code-guide-texts';

export { PORTAL_TEXTS } from './code-guide-texts';

/**
 * The code guide of the tester console (GET /__mock/codes): every code of both spec catalogues
 * (part 1 section 8, part 2 section 8), of contracts' ERROR_CODES and the gateway codes, grouped
 * by area, each with its meaning in both languages, the calls it can come from and, where there
 * is one, the way to get it without arming a fault. The portal's wording is copied from
 * web/src/locales/{id,en}/errors.json (the mock does not import the web client).
 */
export const CodeGuideResponse = Type.Object({
  groups: Type.Array(
    Type.Object({
      area: Type.String(),
      title: Text,
      codes: Type.Array(
        Type.Object({
          code: Type.String(),
          meaning: Text,
          /** Call ids (contracts CALLS) the code comes from; empty when anyCall. */
          calls: Type.Array(Type.String()),
          /** A gateway or transport code: any call can answer it. */
          anyCall: Type.Boolean(),
          natural: Type.Optional(Text),
        }),
      ),
    }),
  ),
});
export type CodeGuide = Static<typeof CodeGuideResponse>;

const GROUPS = [...SIGN_IN_GROUPS, ...AREA_GROUPS];

/** The guide, built once: the answer of GET /codes. */
export const codeGuide = (): CodeGuide => ({
  groups: GROUPS.map((group) => ({
    area: group.area,
    title: group.title,
    codes: group.codes.map((entry) => ({
      code: entry.code,
      meaning: entry.meaning,
      calls: group.anyCall ? [] : [...(entry.calls ?? [])],
      anyCall: group.anyCall === true,
      ...(entry.natural ? { natural: entry.natural } : {}),
    })),
  })),
});

/** Where the console lives, for the guide's texts and the routes. */
export const CONSOLE_PATH = `${MOCK_CONTROL_PREFIX}/console`;
