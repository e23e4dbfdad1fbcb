import type { BenefitItem, BenefitMapping, MemberPlanDetail } from '@mo/contracts';
import { benefitCodeOrder, orderBenefitRows } from '@/lib/benefit-order';

/*
 * The Benefits tab (spec part 2 section 4, Benefits display): the items ordered as every benefit
 * schedule is (lib/benefit-order.ts: the server's code order for the product when it sent one,
 * else by code; EX00 then MAXL last, MAXL 'Limit Tahunan' unnamed).
 */
export const orderBenefitItems = (
  items: readonly BenefitItem[],
  codeOrder: readonly string[] = [],
): BenefitItem[] => orderBenefitRows(items, codeOrder);

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
 * leaving out products without items, each product's items in the benefit mapping's code order
 * for it (a benefit's code is its product type). Empty: the Benefits tab is not shown.
 */
export function memberBenefits(
  detail: MemberPlanDetail | undefined,
  mappings?: readonly BenefitMapping[],
): MemberBenefit[] {
  if (!detail) return [];
  return detail.policy.benefitVMList.flatMap((benefit) => {
    const plan =
      benefit.planVMList.find((p) => p.planNo === detail.planNo) ?? benefit.planVMList[0];
    const items = plan?.benefitItemList ?? [];
    if (items.length === 0) return [];
    const codeOrder = benefitCodeOrder(mappings, benefit.code);
    const HI = orderBenefitItems(
      items.filter((i) => i.type === 'HI'),
      codeOrder,
    );
    const NM = orderBenefitItems(
      items.filter((i) => i.type === 'NM'),
      codeOrder,
    );
    const sections = (['HI', 'NM'] as const).filter((s) => (s === 'HI' ? HI : NM).length > 0);
    return [{ id: benefit.id, code: benefit.code, desc: benefit.desc, HI, NM, sections }];
  });
}

/** The Plans tab shows only when the member has a plan on the chosen policy and period. */
export const hasPlan = (detail: MemberPlanDetail | undefined): detail is MemberPlanDetail =>
  Boolean(detail && detail.planNo.trim() !== '');
