import { useTranslation } from 'react-i18next';
import { DEFAULT_VARIABLE_CODES } from '@mo/contracts';
import { placeholder } from '../../../lib/formatters';
import { defaultVariable } from '../../../lib/sys-params';
import { useDefaultVariables } from '../../../lib/use-default-variables';

const ROWS = [
  { key: 'phone', code: DEFAULT_VARIABLE_CODES.csContactNumber, icon: 'pi-phone' },
  { key: 'whatsapp', code: DEFAULT_VARIABLE_CODES.csWhatsappNumber, icon: 'pi-whatsapp' },
  { key: 'email', code: DEFAULT_VARIABLE_CODES.email, icon: 'pi-envelope' },
  { key: 'address', code: DEFAULT_VARIABLE_CODES.address, icon: 'pi-map-marker' },
] as const;

/** Contact us inside the shell (spec part 1 section 2): hours and the stored default variables. */
export function ContactUsPage() {
  const { t } = useTranslation('contact');
  const defaults = useDefaultVariables();
  return (
    <section className="panel contact-us" aria-labelledby="contact-us-title">
      <h1 id="contact-us-title">{t('title')}</h1>
      <p data-testid="contact-hours">{t('hours')}</p>
      <dl className="contact-list">
        {ROWS.map((row) => (
          <div key={row.key} className="contact-list__row">
            <dt>
              <i className={`pi ${row.icon}`} aria-hidden /> {t(`rows.${row.key}`)}
            </dt>
            <dd data-testid={`contact-${row.key}`}>
              {placeholder(defaultVariable(defaults, row.code))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
