import type { BenefitItem, MemberPlanDetail } from '@mo/contracts';
import { hasPlan, memberBenefits, orderBenefitItems } from './benefit-rows';

const item = (code: string, type: 'HI' | 'NM' = 'HI', name = `Manfaat ${code}`): BenefitItem => ({
  code,
  name,
  type,
  benefitAmount: { amount: 1000, currency: 'IDR', description: '' },
  limitType: 'per tahun',
  maxDays: null,
});

const detail = (planNo: string, items: BenefitItem[]): MemberPlanDetail => ({
  planNo,
  planDesc: 'Staf',
  policy: {
    contractType: 'GHG',
    benefitVMList: [
      {
        id: 'b-1',
        code: 'HBAS',
        desc: 'Rawat Inap',
        planVMList: [
          { id: 'x', planNo: 'B', planDesc: 'Manajer', benefitItemList: [item('ZZ99')] },
          { id: 'y', planNo, planDesc: 'Staf', benefitItemList: items },
        ],
      },
      {
        id: 'b-2',
        code: 'HSDT',
        desc: 'Gigi',
        planVMList: [{ id: 'z', planNo, planDesc: 'Staf', benefitItemList: [] }],
      },
    ],
  },
});

describe('member benefit rows', () => {
  it('sorts by code with EX00 then MAXL last and names an unnamed MAXL Limit Tahunan', () => {
    const rows = orderBenefitItems([
      item('MAXL', 'HI', ''),
      item('HB01'),
      item('EX00'),
      item('HA00'),
    ]);
    expect(rows.map((r) => r.code)).toEqual(['HA00', 'HB01', 'EX00', 'MAXL']);
    expect(rows[3]?.name).toBe('Limit Tahunan');
    expect(orderBenefitItems([item('MAXL', 'HI', 'Batas')])[0]?.name).toBe('Batas');
  });

  it("takes the member's plan, splits HI and NM and leaves out empty products", () => {
    const benefits = memberBenefits(detail('A', [item('HA00'), item('OA00', 'NM')]));
    expect(benefits).toHaveLength(1);
    expect(benefits[0]?.HI.map((r) => r.code)).toEqual(['HA00']);
    expect(benefits[0]?.NM.map((r) => r.code)).toEqual(['OA00']);
    expect(benefits[0]?.sections).toEqual(['HI', 'NM']);
    expect(memberBenefits(detail('A', [item('OA00', 'NM')]))[0]?.sections).toEqual(['NM']);
    expect(memberBenefits(detail('A', []))).toEqual([]);
    expect(memberBenefits(undefined)).toEqual([]);
  });

  it('shows plans only when there is a plan', () => {
    expect(hasPlan(detail('A', []))).toBe(true);
    expect(hasPlan(detail(' ', []))).toBe(false);
    expect(hasPlan(undefined)).toBe(false);
  });
});
