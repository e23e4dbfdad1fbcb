import type { MockApp } from '../../types';
import { authRoutes } from './auth';
import { otpRoutes } from './otp';
import { sessionRoutes } from './session';
import { userRoutes } from './users';

/** User management: sign-in, one-time codes, sessions, the user's profile and modules. */
export const userManagementRoutes = async (app: MockApp): Promise<void> => {
  authRoutes(app);
  otpRoutes(app);
  sessionRoutes(app);
  userRoutes(app);
};
