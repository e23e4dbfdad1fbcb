import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enMaintenance from './en/maintenance.json';
import idCommon from './id/common.json';
import idErrors from './id/errors.json';
import idMaintenance from './id/maintenance.json';

/*
 * The namespaces every screen needs from its first paint, in both languages: the shared texts,
 * the error catalogue's messages and the maintenance banner and popup (app/root-layout). They are
 * bundled with the entry, so they show even when a chunk fails to load (the refresh dialog's
 * texts are in common). Each area's own namespaces load with the area (locales/load.ts).
 */
export const CORE_NAMESPACES = ['common', 'errors', 'maintenance'] as const;
export type CoreNamespace = (typeof CORE_NAMESPACES)[number];

export const coreResources = {
  id: { common: idCommon, errors: idErrors, maintenance: idMaintenance },
  en: { common: enCommon, errors: enErrors, maintenance: enMaintenance },
};
