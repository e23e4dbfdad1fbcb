import { useTranslation } from 'react-i18next';
import { CodeForm as SharedCodeForm, type CodeFormProps } from '@/components/code-form';

/** The shared code step (components/code-form.tsx) with a sign-in area title. */
export function CodeForm({
  titleKey,
  ...props
}: Omit<CodeFormProps, 'title'> & { titleKey: 'mfa.title' | 'forgotOtp.title' }) {
  const { t } = useTranslation('auth');
  return <SharedCodeForm title={t(titleKey)} {...props} />;
}
