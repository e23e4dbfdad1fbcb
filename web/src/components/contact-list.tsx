import { DEFAULT_VARIABLE_CODES, type SystemParameter } from '@mo/contracts';
import { placeholder } from '../lib/format-values';
import { useTranslation } from 'react-i18next';
import { localizedDefaultVariable } from '../lib/sys-params';
import {
  PrimeIcon,
  envelopeIcon,
  mapMarkerIcon,
  phoneIcon,
  whatsappIcon,
} from './plain/prime-icons';

export const CONTACT_ROWS = [
  { key: 'phone', code: DEFAULT_VARIABLE_CODES.csContactNumber, icon: phoneIcon },
  { key: 'whatsapp', code: DEFAULT_VARIABLE_CODES.csWhatsappNumber, icon: whatsappIcon },
  { key: 'email', code: DEFAULT_VARIABLE_CODES.email, icon: envelopeIcon },
  { key: 'address', code: DEFAULT_VARIABLE_CODES.address, icon: mapMarkerIcon },
] as const;

export type ContactRowKey = (typeof CONTACT_ROWS)[number]['key'];

/**
 * The customer-service contacts from the stored default variables (spec part 1 section 2),
 * shared by the sign-in area's and the shell's contact-us pages; '--' while unknown.
 */
export function ContactList({
  defaults,
  labelOf,
}: {
  defaults: SystemParameter | null;
  labelOf: (key: ContactRowKey) => string;
}) {
  const { i18n } = useTranslation();
  return (
    <dl className="contact-list">
      {CONTACT_ROWS.map((row) => (
        <div key={row.key} className="contact-list__row">
          <dt>
            <PrimeIcon icon={row.icon} /> {labelOf(row.key)}
          </dt>
          <dd data-testid={`contact-${row.key}`}>
            {placeholder(localizedDefaultVariable(defaults, row.code, i18n.language))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
