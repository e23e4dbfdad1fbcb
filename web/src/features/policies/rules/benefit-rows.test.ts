import type { BenefitRow } from '@mo/contracts';
import { benefitLines, orderBenefitRows, planColumns, splitSections } from './benefit-rows';

const row = (code: string, over: Partial<BenefitRow> = {}): BenefitRow => ({
  name: `Benefit ${code}`,
  code,
  type: 'HI',
  planNo: 'A',
  planNoWithDescription: 'A - Staff',
  limitType: 'per year',
  maxDays: null,
  productType: 'HBAS',
  benefitAmount: { amount: 1000, currency: 'IDR', description: '' },
  ...over,
});

describe('benefit row order', () => {
  it('sorts by code with EX00 rows then MAXL last', () => {
    const rows = [row('MAXL'), row('HB02'), row('EX00'), row('HA00'), row('OA00')];
    expect(orderBenefitRows(rows).map((r) => r.code)).toEqual([
      'HA00',
      'HB02',
      'OA00',
      'EX00',
      'MAXL',
    ]);
  });

  it("follows the server's code list, unlisted codes after by code, EX00 then MAXL last", () => {
    const rows = [row('MAXL'), row('HB02'), row('EX00'), row('HA00'), row('OA00'), row('HC01')];
    const order = ['MAXL', 'OA00', 'EX00', 'HB02', 'ZZ99'];
    const expected = ['OA00', 'HB02', 'HA00', 'HC01', 'EX00', 'MAXL'];
    expect(orderBenefitRows(rows, order).map((r) => r.code)).toEqual(expected);
    expect(benefitLines(rows, ['A'], order).map((l) => l.code)).toEqual(expected);
  });

  it('names an unnamed MAXL row "Limit Tahunan" and keeps a named one', () => {
    expect(orderBenefitRows([row('MAXL', { name: '' })])[0]?.name).toBe('Limit Tahunan');
    expect(orderBenefitRows([row('MAXL', { name: ' ' })])[0]?.name).toBe('Limit Tahunan');
    expect(orderBenefitRows([row('MAXL', { name: 'Maks' })])[0]?.name).toBe('Maks');
  });
});

describe('HI / NM sections', () => {
  it('shows tabs only when both sections have rows', () => {
    const both = splitSections([row('HA00'), row('NM01', { type: 'NM' })]);
    expect(both.visible).toEqual(['HI', 'NM']);
    expect(both.tabs).toBe(true);
    const onlyNm = splitSections([row('NM01', { type: 'NM' })]);
    expect(onlyNm).toMatchObject({ visible: ['NM'], tabs: false });
    expect(onlyNm.HI).toEqual([]);
    expect(splitSections([])).toMatchObject({ visible: [], tabs: false });
  });
});

describe('benefit lines', () => {
  it('puts one column per plan, null where a plan has no value, in row order', () => {
    const rows = [
      row('MAXL', { name: '', planNo: 'A' }),
      row('HA00', { planNo: 'A' }),
      row('HA00', { planNo: 'B', planNoWithDescription: 'B - Manager' }),
    ];
    const plans = planColumns(rows);
    expect(plans).toEqual([
      ['A', 'A - Staff'],
      ['B', 'B - Manager'],
    ]);
    const lines = benefitLines(
      rows,
      plans.map(([p]) => p),
    );
    expect(lines.map((l) => [l.code, l.name])).toEqual([
      ['HA00', 'Benefit HA00'],
      ['MAXL', 'Limit Tahunan'],
    ]);
    expect(lines[1]?.amounts).toEqual({ A: rows[0]?.benefitAmount, B: null });
  });
});
