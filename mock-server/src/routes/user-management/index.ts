import type { MockApp } from '../../types';
import { authRoutes } from './auth';
import { otpRoutes } from './otp';
import { passwordKeyRoutes } from './password-key';
import { passwordRoutes } from './password';
import { sessionRoutes } from './session';
import { userAdminRoutes } from './user-admin';
import { userRoutes } from './users';

/** User management: sign-in, one-time codes, passwords, sessions, the user's profile and modules. */
export const userManagementRoutes = async (app: MockApp): Promise<void> => {
  authRoutes(app);
  otpRoutes(app);
  passwordRoutes(app);
  passwordKeyRoutes(app);
  sessionRoutes(app);
  userRoutes(app);
  userAdminRoutes(app);
};
