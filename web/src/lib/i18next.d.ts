import 'i18next';
import type { resources } from '../locales';

// Typed keys: tsc rejects a t('...') key that the Indonesian resources lack.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['id'];
    returnNull: false;
  }
}
