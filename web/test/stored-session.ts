import { writeStored } from '@/lib/storage';

type StoredProfile = Parameters<typeof writeStored<'_moUserProfile'>>[1];

/**
 * Leaves in storage what a completed sign-in leaves (the full token, the user's profile and the
 * modules), so the portal opens signed in.
 */
export function storeSession(
  profile: StoredProfile,
  modules: readonly string[] = ['Home', 'Account and Settings'],
) {
  writeStored('authenticationToken', 'full-token');
  writeStored('_moUserProfile', profile);
  writeStored('userAccess', [...modules]);
}
