/**
 * The codes of the spec's error catalogue tables as the spec lists them: part 1 section 8 and
 * part 2 section 8 ("The error catalogue"). The portal's catalogue (web/src/lib/error-catalogue.ts)
 * and the mock's code guide (GET /__mock/codes) must each cover every one; their tests read this
 * list. The generic "GC" family of part 1 is ERROR_CODES' GC4xx/GC5xx codes.
 */
/** The run of codes both parts' tables list, in the same order (after err001). */
const BOTH_PARTS = [
  'err002',
  'err003',
  'err004',
  'err005',
  'err006',
  'err007',
  'err008',
  'err009',
  'err010',
  'err011',
  'err012',
  'err014',
] as const;

export const SPEC_CATALOGUE_CODES = {
  part1: [
    'err001',
    'err018',
    ...BOTH_PARTS,
    '17003',
    'err015',
    '17002',
    '17004',
    'err022',
    'err023',
    'err036',
    'err036_pwd',
    'err100',
    'err300',
    'GW1033',
  ],
  part2: [
    'err001',
    ...BOTH_PARTS,
    'err017',
    'err019',
    'err024',
    'err025',
    'err026',
    'err028',
    'err029',
    'err030',
    'err031',
    'err032',
    'err033',
    'err035',
    'err036',
    'err039',
    'err040',
    'FG5020',
    'GW1033',
    'err300',
  ],
} as const;
