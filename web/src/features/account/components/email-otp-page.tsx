import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { CodeForm } from '@/components/code-form';
import { toFailure, type ApiFailure } from '@/lib/api-client';
import { codeRequestFailure } from '@/lib/code-request-failure';
import { PATHS } from '@/lib/paths';
import { selectProfile } from '@/lib/session';
import { removeStored, writeStored } from '@/lib/storage';
import { otpValiditySeconds } from '@/lib/sys-params';
import { useDefaultVariables } from '@/lib/use-default-variables';
import { useRequestPasswordOtpMutation, useValidatePasswordOtpMutation } from '../api/account-api';
import { CHANGE_PASSWORD_FROM } from '../change-password-guard';

type Status = 'idle' | 'requesting' | 'verifying';

/**
 * myprofile_change_password__email-otp: the code step before changing the password. Entering it
 * clears any two-factor token; a valid code stores the two-factor token and opens the form.
 */
export function EmailOtpPage() {
  const { t } = useTranslation('account');
  const [requestOtp] = useRequestPasswordOtpMutation();
  const [validateOtp] = useValidatePasswordOtpMutation();
  const navigate = useNavigate();
  const profile = useSelector(selectProfile);
  const defaults = useDefaultVariables();
  const [status, setStatus] = useState<Status>('idle');
  const [sent, setSent] = useState<{ at: number; destination: string } | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const requested = useRef(false);
  const userName = profile?.email ?? '';

  const request = () => {
    setStatus('requesting');
    setFailure(null);
    requestOtp(userName)
      .unwrap()
      .then((data) => setSent({ at: Date.now(), destination: data.destination }))
      // The server's errorMessage, or "Unable to generate OTP!" (OTPGEN), as on the sign-in pages.
      .catch((error: unknown) => setFailure(codeRequestFailure(error)))
      .finally(() => setStatus('idle'));
  };

  useEffect(() => {
    removeStored('twoFactorToken');
    // Once per visit (StrictMode mounts effects twice in development).
    if (requested.current || !userName) return;
    requested.current = true;
    request();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- request once on entering
  }, [userName]);

  const submit = (otp: string) => {
    setStatus('verifying');
    setFailure(null);
    validateOtp({ userName, otp })
      .unwrap()
      .then((data) => {
        writeStored('twoFactorToken', data.accessToken);
        void navigate(PATHS.changePassword, { state: { from: CHANGE_PASSWORD_FROM } });
      })
      .catch((error: unknown) => {
        setFailure(toFailure(error));
        setStatus('idle');
      });
  };

  return (
    <div className="account account--narrow">
      <CodeForm
        title={t('emailOtp.title')}
        otpDestination={sent?.destination ?? null}
        otpSentAt={sent?.at ?? null}
        otpValiditySeconds={otpValiditySeconds(defaults)}
        busy={status !== 'idle'}
        verifying={status === 'verifying'}
        failure={failure}
        onSubmit={submit}
        onResend={request}
        onDismiss={() => setFailure(null)}
        backTo={PATHS.myProfile}
        backLabel={t('backToAccount')}
      />
    </div>
  );
}
