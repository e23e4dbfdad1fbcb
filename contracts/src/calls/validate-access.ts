import Type from 'typebox';
import { CHANNEL } from '../constants';
import { VALIDATE_ACCESS_ROUTES } from '../routes/validate-access';
import { defineCall } from './define';

/**
 * GET auth/validate-access (spec part 1 section 7 names the path, not the method or shape; ours:
 * docs/spec-notes.md). After the session is created, the insurer confirms the user may use this
 * portal: an account that can no longer act for any company is refused (17004, shown as err022).
 */
export const validateAccess = defineCall(VALIDATE_ACCESS_ROUTES.validateAccess, {
  summary: 'Confirms the signed-in user may use the portal (channel MO) in the new session.',
  data: Type.Object({
    accessGranted: Type.Literal(true),
    channel: Type.Literal(CHANNEL),
  }),
});
