import { useTranslation } from 'react-i18next';
import { ContactList } from '@/components/contact-list';
import { placeholder } from '@/lib/formatters';
import { serviceHours } from '@/lib/sys-params';
import { useDefaultVariables } from '@/lib/use-default-variables';

/** Contact us inside the shell (spec part 1 section 2): hours and the stored default variables. */
export function ContactUsPage() {
  const { t, i18n } = useTranslation('contact');
  const defaults = useDefaultVariables();
  return (
    <section className="panel contact-us" aria-labelledby="contact-us-title">
      <h1 id="contact-us-title">{t('title')}</h1>
      <p data-testid="contact-hours">
        {t('hours', { hours: placeholder(serviceHours(defaults, i18n.language)) })}
      </p>
      <ContactList defaults={defaults} labelOf={(key) => t(`rows.${key}`)} />
    </section>
  );
}
