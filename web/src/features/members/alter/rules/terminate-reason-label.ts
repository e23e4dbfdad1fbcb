import type { TerminateReason } from '@mo/contracts';
import type { i18n as I18n } from 'i18next';

/**
 * A terminate reason in the page language. The server names each reason once (id, code,
 * description; the seed's words are English): the reasons the portal knows are worded by their
 * code (membersAlter:remove.reasons.<CODE>); any other keeps the server's description.
 */
export function terminateReasonLabel(reason: TerminateReason, i18n: Pick<I18n, 't'>): string {
  if (!/^[A-Z0-9_]+$/.test(reason.code)) return reason.description;
  return i18n.t(`membersAlter:remove.reasons.${reason.code}`, { defaultValue: reason.description });
}
