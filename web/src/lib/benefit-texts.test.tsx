import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useBenefitTexts } from './benefit-texts';
import { createI18n } from './i18n-bundled';

const textsIn = (language: 'id' | 'en') => {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useBenefitTexts(), { wrapper }).result.current;
};

describe('benefit texts', () => {
  it.each([
    ['id', 'Rawat Inap', 'Rawat Jalan', 'per hari', 'per 2 tahun'],
    ['en', 'Inpatient', 'Outpatient', 'per day', 'per 2 years'],
  ] as const)(
    'words product and limit types in %s',
    (language, inpatient, outpatient, day, two) => {
      const texts = textsIn(language);
      expect(texts.benefitType('HBAS', 'Inpatient')).toBe(inpatient);
      expect(texts.benefitType('HSCI', 'Rawat Jalan')).toBe(outpatient);
      expect(texts.limitType('per day')).toBe(day);
      expect(texts.limitType('Per 2 Years')).toBe(two);
    },
  );

  it('shows what the insurer sent for a type it does not know', () => {
    const texts = textsIn('en');
    expect(texts.benefitType('TDTH', 'Term life')).toBe('Term life');
    expect(texts.limitType('per visit')).toBe('per visit');
  });
});
