import { useDispatch, useSelector } from 'react-redux';
import {
  forgotOtpResendRequested,
  forgotOtpSubmitted,
  recoveryFailureDismissed,
  selectRecovery,
} from '../model/recovery-slice';
import { CodeForm } from './code-form';

/** Forgot password: the six-digit code sent by email (purpose forgot-password). */
export function ForgotOtpPage() {
  const dispatch = useDispatch();
  const { status, otpDestination, otpSentAt, otpValiditySeconds, failure } =
    useSelector(selectRecovery);
  return (
    <CodeForm
      titleKey="forgotOtp.title"
      otpDestination={otpDestination}
      otpSentAt={otpSentAt}
      otpValiditySeconds={otpValiditySeconds}
      busy={status === 'requestingOtp' || status === 'verifyingOtp'}
      verifying={status === 'verifyingOtp'}
      failure={failure?.page === 'otp' ? failure : null}
      onSubmit={(otp) => dispatch(forgotOtpSubmitted({ otp }))}
      onResend={() => dispatch(forgotOtpResendRequested())}
      onDismiss={() => dispatch(recoveryFailureDismissed())}
    />
  );
}
