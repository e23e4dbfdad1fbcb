import { baseApi, withClient } from '@/lib/rtk-api';
import type { Language } from '@/lib/storage';
import { changePassword, type ChangePasswordInput } from './change-password';
import { requestChangePasswordOtp, validateChangePasswordOtp } from './change-password-otp';
import { updateLanguage } from './update-language';

/**
 * My account's saves as RTK Query mutations over the one API client (lib/rtk-api.ts: its token
 * refresh and failure mapping). Each runs the call function of its file, which the Pact
 * consumer tests drive too, so a request is written once.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<
      Awaited<ReturnType<typeof updateLanguage>>,
      { userId: string; language: Language }
    >({
      queryFn: withClient((api, { userId, language }) => updateLanguage(api, userId, language)),
    }),
    requestPasswordOtp: build.mutation<
      Awaited<ReturnType<typeof requestChangePasswordOtp>>,
      string
    >({
      queryFn: withClient((api, userName) => requestChangePasswordOtp(api, userName)),
    }),
    validatePasswordOtp: build.mutation<
      Awaited<ReturnType<typeof validateChangePasswordOtp>>,
      { userName: string; otp: string }
    >({
      queryFn: withClient((api, { userName, otp }) =>
        validateChangePasswordOtp(api, userName, otp),
      ),
    }),
    savePassword: build.mutation<
      Awaited<ReturnType<typeof changePassword>>,
      { input: ChangePasswordInput; twoFactorToken: string }
    >({
      queryFn: withClient((api, { input, twoFactorToken }) =>
        changePassword(api, input, twoFactorToken),
      ),
    }),
  }),
});

export const {
  useSaveLanguageMutation,
  useRequestPasswordOtpMutation,
  useValidatePasswordOtpMutation,
  useSavePasswordMutation,
} = accountApi;
