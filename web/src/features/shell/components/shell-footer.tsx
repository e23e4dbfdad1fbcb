import { useTranslation } from 'react-i18next';
import { APP_VERSION, DEFAULT_VARIABLE_CODES, type SystemParameter } from '@mo/contracts';
import { localizedDefaultVariable } from '@/lib/sys-params';

const LINKS = [
  { key: 'terms', code: DEFAULT_VARIABLE_CODES.termsUrl },
  { key: 'policies', code: DEFAULT_VARIABLE_CODES.privacyUrl },
  { key: 'faq', code: DEFAULT_VARIABLE_CODES.faqUrl },
] as const;

/** Footer (spec part 1 section 2): terms, other policies, FAQ, copyright lines, version. */
export function ShellFooter({ defaults }: { defaults: SystemParameter | null }) {
  const { t, i18n } = useTranslation('shell');
  const defaultVariable = (code: string) => localizedDefaultVariable(defaults, code, i18n.language);
  const copyright = [DEFAULT_VARIABLE_CODES.copyright1, DEFAULT_VARIABLE_CODES.copyright2]
    .map((code) => defaultVariable(code))
    .filter((line): line is string => Boolean(line));
  return (
    <footer className="shell-footer">
      <ul className="shell-footer__links">
        {LINKS.map((link) => (
          <li key={link.key}>
            <a
              href={defaultVariable(link.code) ?? '#'}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`footer-${link.key}`}
            >
              {t(`footer.${link.key}`)}
            </a>
          </li>
        ))}
      </ul>
      <div className="shell-footer__copyright" data-testid="footer-copyright">
        {copyright.length
          ? copyright.map((line) => <span key={line}>{line}</span>)
          : t('footer.copyright', { year: new Date().getFullYear() })}
      </div>
      <span data-testid="app-version">{t('footer.version', { version: APP_VERSION })}</span>
    </footer>
  );
}
