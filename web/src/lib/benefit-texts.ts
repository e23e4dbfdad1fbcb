import { useTranslation } from 'react-i18next';

/** Benefit product types the portal words itself (the seed's and the spec's sequence list). */
const BENEFIT_TYPES = ['HBAS', 'HSMT', 'HSCI', 'HSDT', 'HSOT', 'HMCU'] as const;

/** Limit types as the insurer sends them, with their text keys. */
const LIMIT_TYPES: Readonly<Record<string, string>> = {
  'per year': 'perYear',
  'per day': 'perDay',
  'per disability': 'perDisability',
  'per pregnancy': 'perPregnancy',
  'per 2 years': 'perTwoYears',
};

/**
 * Benefit buttons and limit types in the page's language: a known product type or limit type is
 * worded from the `common` texts, anything else shows as the insurer sent it.
 */
export function useBenefitTexts() {
  const { t } = useTranslation('common');
  return {
    benefitType: (productType: string, fallback: string): string =>
      (BENEFIT_TYPES as readonly string[]).includes(productType)
        ? t(`benefitTypes.${productType as (typeof BENEFIT_TYPES)[number]}`)
        : fallback,
    limitType: (value: string): string => {
      const key = LIMIT_TYPES[value.trim().toLowerCase()];
      return key ? t(`limitTypes.${key as 'perYear'}`) : value;
    },
  };
}
