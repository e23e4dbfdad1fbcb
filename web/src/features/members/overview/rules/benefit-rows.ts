import type { BenefitItem, MemberPlanDetail } from '@mo/contracts';
import { orderBenefitRows } from '../../../../lib/benefit-order';

/*
 * The Benefits tab (spec part 2 section 4, Benefits display): the items ordered as every benefit
 * schedule is (lib/benefit-order.ts: by code, EX00 then MAXL last, MAXL 'Limit Tahunan' unnamed).
 */
export const orderBenefitItems = (items: readonly BenefitItem[]): BenefitItem[] =>
  orderBenefitRows(items);

export type BenefitSection = BenefitItem['type'];

/** One benefit product of the member's plan: its items split into inner limit and as charged. */
export interface MemberBenefit {
  id: string;
  code: string;
  desc: string;
  HI: BenefitItem[];
  NM: BenefitItem[];
  /** Sections with rows, HI first; tabs only when both have rows. */
  sections: BenefitSection[];
}

/**
 * The benefits of the member's plan (the plan entry matching the plan number, else the first),
 * leaving out products without items. Empty: the Benefits tab is not shown.
 */
export function memberBenefits(detail: MemberPlanDetail | undefined): MemberBenefit[] {
  if (!detail) return [];
  return detail.policy.benefitVMList.flatMap((benefit) => {
    const plan =
      benefit.planVMList.find((p) => p.planNo === detail.planNo) ?? benefit.planVMList[0];
    const items = plan?.benefitItemList ?? [];
    if (items.length === 0) return [];
    const HI = orderBenefitItems(items.filter((i) => i.type === 'HI'));
    const NM = orderBenefitItems(items.filter((i) => i.type === 'NM'));
    const sections = (['HI', 'NM'] as const).filter((s) => (s === 'HI' ? HI : NM).length > 0);
    return [{ id: benefit.id, code: benefit.code, desc: benefit.desc, HI, NM, sections }];
  });
}

/** The Plans tab shows only when the member has a plan on the chosen policy and period. */
export const hasPlan = (detail: MemberPlanDetail | undefined): detail is MemberPlanDetail =>
  Boolean(detail && detail.planNo.trim() !== '');
