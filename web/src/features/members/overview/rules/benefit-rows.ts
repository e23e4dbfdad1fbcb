import type { BenefitItem, MemberPlanDetail } from '@mo/contracts';

/*
 * The Benefits tab's order (spec part 2 section 4, Benefits display): rows sorted by code, EX00
 * just before MAXL, MAXL last, and the MAXL row named 'Limit Tahunan' when it has no name (as
 * the policy schedule does, part 1). The policies feature has the same rule for its own row shape;
 * features do not import each other, so the member's shape has its own copy of the rule here.
 */
export const ANNUAL_LIMIT_CODE = 'MAXL';
export const EXCLUSION_CODE = 'EX00';
export const ANNUAL_LIMIT_NAME = 'Limit Tahunan';

const rank = (code: string) => (code === ANNUAL_LIMIT_CODE ? 2 : code === EXCLUSION_CODE ? 1 : 0);

export function orderBenefitItems(
  items: readonly BenefitItem[],
  annualLimitName = ANNUAL_LIMIT_NAME,
): BenefitItem[] {
  return [...items]
    .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code))
    .map((item) =>
      item.code === ANNUAL_LIMIT_CODE && item.name.trim() === ''
        ? { ...item, name: annualLimitName }
        : item,
    );
}

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
